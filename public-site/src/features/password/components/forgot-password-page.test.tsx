import { networkFailureOn, watchedCallsOn } from '@coach/kit/test/hand-made-answers.ts';
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
import { ForgotPasswordPage } from './forgot-password-page.tsx';

const pages = [
  { path: 'forgotpassword', element: <ForgotPasswordPage /> },
  { path: 'login', element: <p>Sign-in page</p> },
];
const routes = [
  { path: '/', element: <Outlet />, children: pages },
  { path: '/en', element: <Outlet />, children: pages },
];
const open = (path: string) => renderRoutes(routes, { path, catalogues: { tr, en } });

const english = { email: 'E-mail', send: 'Send me a link' };
const turkish = { email: 'E-posta', send: 'Bana bağlantı gönder' };

async function ask(email: string, labels = english) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(labels.email, { exact: false }), email);
  await user.click(screen.getByRole('button', { name: labels.send }));
  return user;
}

const forgotPassword = '*/api/accounts/forgotpassword';

/** The demo member's address, as a person might type it. */
async function memberEmailTyped(): Promise<{ email: string; typed: string }> {
  const { email } = (await realServer()).accounts.member;
  return { email, typed: email.replace(/^./, (first) => first.toUpperCase()) };
}

/** Asks for a link through the API; answers how long the server says to wait (0 if it took it). */
async function askAsThePageWould(email: string): Promise<number> {
  const answer = await (await realServer()).fetch({
    method: 'POST',
    url: 'http://localhost/api/accounts/forgotpassword',
    headers: [['content-type', 'application/json']],
    body: new TextEncoder().encode(JSON.stringify({ email, language: 'tr' })).buffer,
  });
  const { data } = JSON.parse(new TextDecoder().decode(answer.body ?? new ArrayBuffer(0)));
  return data?.retryAfterSeconds ?? 0;
}

/** The server's job mails the links asked for (it runs after every request); answers its report. */
async function mailTheLinks() {
  return (await realServer()).run('sendPasswordResetLinks', {}, { as: 'system' });
}

describe('forgot password page', () => {
  it('checks the address with the shared schema before asking the server', async () => {
    const asked = watchedCallsOn('post', forgotPassword);
    mockServer.use(asked.handler);
    open('/en/forgotpassword');
    await ask('');
    const email = screen.getByLabelText('E-mail', { exact: false });
    expect(email).toHaveAccessibleDescription('This field is required.');
    expect(email).toHaveFocus();
    await userEvent.type(email, 'not-an-address');
    await userEvent.tab();
    expect(email).toHaveAccessibleDescription('The e-mail address is not valid.');
    expect(asked.calls).toEqual([]);
  });

  it('asks for a link in the language of the page and says one is on its way', async () => {
    const { email, typed } = await memberEmailTyped();
    open('/forgotpassword');
    await ask(typed, turkish);
    const heading = await screen.findByRole('heading', { name: 'Gelen kutunuzu kontrol edin' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/adresine ait bir hesap varsa/)).toHaveTextContent(typed);
    expect(await mailTheLinks()).toEqual({ requests: 1, mailed: 1 });
    expect(await mailsTo(email)).toEqual([
      expect.objectContaining({ template: 'resetPassword', language: 'tr' }),
    ]);
  });

  it('asks in English on an English page, and lets the visitor ask again', async () => {
    const asked = watchedCallsOn('post', forgotPassword);
    mockServer.use(asked.handler);
    open('/en/forgotpassword');
    await ask('nobody@example.com');
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByText(/If an account exists for/)).toHaveTextContent('nobody@example.com');
    expect(await asked.calls[0]?.json()).toEqual({ email: 'nobody@example.com', language: 'en' });
    // The same answer as for an account, and no mail: nobody has that address.
    expect(await mailTheLinks()).toEqual({ requests: 1, mailed: 0 });

    await userEvent.click(screen.getByRole('button', { name: 'Ask again' }));
    expect(screen.getByLabelText('E-mail', { exact: false })).toHaveValue('nobody@example.com');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en/login');
  });

  it('says kindly how long to wait after too many requests', async () => {
    const { email } = await memberEmailTyped();
    open('/en/forgotpassword');
    for (let sent = 0; sent < 5; sent++) {
      await ask(sent === 0 ? email : '');
      await userEvent.click(await screen.findByRole('button', { name: 'Ask again' }));
    }
    await ask('');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have asked for several links in a short time. Please wait 60 minutes, then try again.',
    );
    expect(screen.queryByRole('heading', { name: 'Check your inbox' })).toBeNull();
  });

  it('asks for a minute when the wait is short, in Turkish', async () => {
    const { email } = await memberEmailTyped();
    const api = await realServer();
    // The address used up its requests a while ago: the clock moves on until 45 seconds are left.
    let retryAfterSeconds = 0;
    while (retryAfterSeconds === 0) retryAfterSeconds = await askAsThePageWould(email);
    await api.clock.advanceSeconds(retryAfterSeconds - 45);
    open('/forgotpassword');
    await ask(email, turkish);
    expect(await screen.findByRole('alert')).toHaveTextContent('Lütfen bir dakika bekleyip yeniden deneyin.');
  });

  it('says when the server cannot be reached', async () => {
    mockServer.use(networkFailureOn('post', forgotPassword));
    open('/en/forgotpassword');
    await ask('ayse@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('The server could not be reached.');
  });
});
