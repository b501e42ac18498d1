import { store, Toaster, tokenAtom } from '@coach/kit';
import { realServer } from '@coach/kit/test/real-server.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { ContactMessagesPage } from './contact-messages-page.tsx';

const page = (
  <>
    <ContactMessagesPage />
    <Toaster />
  </>
);
const open = (path: string) =>
  renderRoutes(
    [
      { path: '/admin/contact-messages', element: page },
      { path: '/en/admin/contact-messages', element: page },
    ],
    { path, catalogues: { tr, en } },
  );

/** The sender column of each row, in order. */
const senders = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

/**
 * Three messages sent through the real contact form a minute apart, oldest first; the oldest one
 * read already: Can Yıldız's (read), Zehra Çelik's, John Smith's.
 */
async function threeMessages() {
  const api = await realServer();
  const send = async (input: {
    name: string;
    surname: string;
    email: string;
    message: string;
    language: 'tr' | 'en';
  }) => {
    await api.run('sendContactMessage', input, { as: 'anonymous' });
    await api.clock.advanceSeconds(60);
  };
  await send({
    name: 'Can',
    surname: 'Yıldız',
    email: 'can@example.com',
    message: 'Rozetler nasıl veriliyor?',
    language: 'tr',
  });
  const { items } = await api.run('listContactMessages', {}, { as: 'admin' });
  const read = items.find((item) => item.email === 'can@example.com');
  if (read) await api.run('markContactMessage', { id: read.id, read: true }, { as: 'admin' });
  await send({
    name: 'Zehra',
    surname: 'Çelik',
    email: 'zehra@example.com',
    message: 'Merhaba,\nkoçluk saatlerim hakkında bir sorum var.',
    language: 'tr',
  });
  await send({
    name: 'John',
    surname: 'Smith',
    email: 'john@example.com',
    message: 'Hello, can I coach in English?',
    language: 'en',
  });
}

beforeEach(async () => {
  store.set(tokenAtom, 'demo-token-admin');
  await threeMessages();
});

describe('contact messages page', () => {
  it('lists the messages newest first, unread ones marked in words', async () => {
    open('/en/admin/contact-messages');
    const table = await screen.findByRole('table', { name: 'Contact messages' });
    expect(senders(table)).toEqual([
      'John Smithjohn@example.com',
      'Zehra Çelikzehra@example.com',
      'Can Yıldızcan@example.com',
    ]);
    expect(within(table).getAllByText('Unread')).toHaveLength(2);
    expect(within(table).getByText('Read')).toBeInTheDocument();
  });

  it('searches, narrows to unread messages, and sorts by sender', async () => {
    const user = userEvent.setup();
    open('/en/admin/contact-messages');
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Search the messages' }), 'rozet{Enter}');
    await waitFor(() => expect(senders(screen.getByRole('table'))).toEqual(['Can Yıldızcan@example.com']));
    await user.clear(screen.getByRole('searchbox', { name: 'Search the messages' }));
    await user.keyboard('{Enter}');

    await user.click(screen.getByRole('tab', { name: 'Unread' }));
    await waitFor(() =>
      expect(senders(screen.getByRole('table'))).toEqual([
        'John Smithjohn@example.com',
        'Zehra Çelikzehra@example.com',
      ]),
    );
    await user.click(within(screen.getByRole('table')).getByRole('button', { name: /From/ }));
    await waitFor(() =>
      expect(senders(screen.getByRole('table'))).toEqual([
        'John Smithjohn@example.com',
        'Zehra Çelikzehra@example.com',
      ]),
    );
    await user.click(within(screen.getByRole('table')).getByRole('button', { name: /From/ }));
    await waitFor(() =>
      expect(senders(screen.getByRole('table'))).toEqual([
        'Zehra Çelikzehra@example.com',
        'John Smithjohn@example.com',
      ]),
    );
  });

  it('opens a message in full, marks it read, and can mark it unread again, by keyboard', async () => {
    const user = userEvent.setup();
    open('/en/admin/contact-messages');
    const opener = await screen.findByRole('button', { name: 'View the message of Zehra Çelik' });
    opener.focus();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Message from Zehra Çelik' });
    expect(within(dialog).getByText(/koçluk saatlerim hakkında bir sorum var\./)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:zehra@example\.com\?subject=/),
    );
    // Opening it marked it read: the list says so once it is read again.
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByText('Read')).toHaveLength(2));

    await user.click(within(dialog).getByRole('button', { name: 'Mark as unread' }));
    expect(await screen.findByText('The message is marked unread.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByText('Unread')).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'View the message of Zehra Çelik' })).toHaveFocus(),
    );
  });

  it('speaks Turkish at /admin/contact-messages', async () => {
    open('/admin/contact-messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'İletişim mesajları' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByText('Okunmadı')).toHaveLength(2);
    expect(screen.getByRole('tab', { name: 'Okunmamış' })).toBeInTheDocument();
  });
});
