import { catalogueAnswerOn, watchedCallsOn } from '@coach/kit/test/hand-made-answers.ts';
import { realServer } from '@coach/kit/test/real-server.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/forms/en/messages.ts';
import { messages as tr } from '../../../locales/forms/tr/messages.ts';
import { mailsTo } from '../../../test-support/outbox.ts';
import { ContactPage } from './contact-page.tsx';

const pages = [{ path: 'contact', element: <ContactPage /> }];
const routes = [
  { path: '/', element: <Outlet />, children: pages },
  { path: '/en', element: <Outlet />, children: pages },
];
const open = (path: string) => renderRoutes(routes, { path, catalogues: { tr, en } });

const english = {
  name: 'Name',
  surname: 'Surname',
  email: 'E-mail',
  message: 'Your message',
  send: 'Send the message',
};
const turkish = {
  name: 'Ad',
  surname: 'Soyad',
  email: 'E-posta',
  message: 'Mesajınız',
  send: 'Mesajı gönder',
};

async function write(
  values: { name?: string; surname?: string; email?: string; message?: string },
  labels = english,
) {
  const user = userEvent.setup();
  for (const field of ['name', 'surname', 'email', 'message'] as const) {
    const value = values[field];
    if (value) await user.type(screen.getByRole('textbox', { name: new RegExp(`^${labels[field]}`) }), value);
  }
  await user.click(screen.getByRole('button', { name: labels.send }));
  return user;
}

const zehra = {
  name: 'Zehra',
  surname: 'Çelik',
  email: 'zehra@example.com',
  message: 'Koçluk saatlerim hakkında bir sorum var.',
};

const contactForm = '*/api/contactform';

/** The messages that left the page, as the server got them. */
function watchMessages() {
  const sent = watchedCallsOn('post', contactForm);
  mockServer.use(sent.handler);
  return sent.calls;
}

describe('contact page', () => {
  it('checks every field with the shared schema, in the page language, before sending anything', async () => {
    const sent = watchMessages();
    open('/en/contact');
    await write({ email: 'zehra@', message: 'Too short' });
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getByText('The e-mail address is not valid.')).toBeInTheDocument();
    expect(screen.getByText('Enter at least 10 characters.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('sends the message in the page language, then thanks the sender and can start again', async () => {
    const sent = watchMessages();
    open('/en/contact');
    const user = await write(zehra);
    const heading = await screen.findByRole('heading', { name: 'Thank you, your message has been sent.' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/answer by e-mail to zehra@example.com/)).toBeInTheDocument();
    expect(await sent[0]?.json()).toEqual({ ...zehra, language: 'en', website: '' });
    // The server mailed it to the administrators.
    const { admin } = (await realServer()).accounts;
    expect(await mailsTo(admin.email)).toContainEqual(
      expect.objectContaining({ template: 'contactMessage' }),
    );

    await user.click(screen.getByRole('button', { name: 'Write another message' }));
    expect(screen.getByRole('textbox', { name: /^Your message/ })).toHaveValue('');
  });

  it('counts the characters of the message against its limit', async () => {
    open('/en/contact');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Your message/ }), 'Merhaba');
    expect(screen.getByText('7 of 5,000 characters')).toBeInTheDocument();
  });

  it('says kindly how long to wait after too many messages', async () => {
    const api = await realServer();
    for (let sent = 0; sent < 3; sent++) {
      await api.run('sendContactMessage', { ...zehra, language: 'en', website: '' }, { as: 'anonymous' });
    }
    open('/en/contact');
    await write(zehra);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have sent several messages in a short time. Please wait 60 minutes, then try again',
    );
    expect(screen.getByRole('textbox', { name: /^Your message/ })).toHaveValue(zehra.message);
  });

  it('shows a field the server refused at that field', async () => {
    // The page checks with the server's own schema, so the real server refuses no field it let
    // through; a refusal it might add (a mail server's verdict) is answered by hand.
    mockServer.use(
      catalogueAnswerOn('post', contactForm, 'validationFailed', {
        fields: { email: 'This address bounced.' },
      }),
    );
    open('/en/contact');
    await write(zehra);
    expect(await screen.findByText('This address bounced.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('works in Turkish at /contact', async () => {
    open('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bize ulaşın' })).toBeInTheDocument();
    await write({ ...zehra, email: 'zehra@' }, turkish);
    expect(await screen.findByText('E-posta adresi geçerli değil.')).toBeInTheDocument();
  });
});
