import { store, Toaster, tokenAtom } from '@coach/kit';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { operationsHandlers } from '../../../mocks/operations-handlers.ts';
import { OutboxPage } from './outbox-page.tsx';

const page = (
  <>
    <OutboxPage />
    <Toaster />
  </>
);
const open = (path: string) =>
  renderRoutes(
    [
      { path: '/admin/outbox', element: page },
      { path: '/en/admin/outbox', element: page },
    ],
    { path, catalogues: { tr, en } },
  );

beforeEach(() => {
  store.set(tokenAtom, 'demo-token-admin');
  mockServer.use(...operationsHandlers);
});

describe('outbox page', () => {
  it('lists a page of mail with its status in words, and pages on', async () => {
    open('/en/admin/outbox');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('23 mails in all')).toBeInTheDocument();
    expect(within(table).getByText('Failed')).toBeInTheDocument();
    expect(within(table).getByText('Waiting')).toBeInTheDocument();
    expect(within(table).getByText('6 attempts')).toBeInTheDocument();
    expect(within(table).getByText('Error: 451 Mailbox busy, try again later')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4));
  });

  it('searches by recipient and says when nothing matches', async () => {
    const user = userEvent.setup();
    open('/en/admin/outbox');
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Search the outbox' }), 'member3');
    await waitFor(() => expect(screen.getByText('1 mail in all')).toBeInTheDocument());
    expect(within(screen.getByRole('table')).getByText('member3@example.com')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search the outbox' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search the outbox' }), 'nobody');
    expect(await screen.findByText('No mail matches this search.')).toBeInTheDocument();
  });

  it('previews a mail in a sandboxed frame with its text version, by keyboard', async () => {
    const user = userEvent.setup();
    open('/en/admin/outbox');
    const previewButton = await screen.findByRole('button', {
      name: 'Preview the mail to member3@example.com',
    });
    previewButton.focus();
    await user.keyboard('{Enter}');

    const heading = await screen.findByRole('heading', { name: 'Test mail from Coaching Hours' });
    await waitFor(() => expect(heading).toHaveFocus());
    const frame = screen.getByTitle('HTML version of the mail');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('Merhaba Zeynep Yılmaz,');
    expect(screen.getByText(/Bu, istediğiniz deneme e-postasıdır\./)).toBeInTheDocument();
    expect(previewButton).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Close the preview' }));
    expect(screen.queryByTitle('HTML version of the mail')).not.toBeInTheDocument();
    await waitFor(() => expect(previewButton).toHaveFocus());
  });

  it('queues a test mail in the page language and says so in a toast', async () => {
    let sentLanguage: unknown;
    mockServer.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/api/outbox/test')) {
        sentLanguage = ((await request.clone().json()) as { language: string }).language;
      }
    });
    open('/en/admin/outbox');
    await userEvent.click(await screen.findByRole('button', { name: 'Send a test mail' }));
    expect(await screen.findByText('A test mail to admin@example.com is queued.')).toBeInTheDocument();
    expect(sentLanguage).toBe('en');
    mockServer.events.removeAllListeners();
  });

  it('says when the test mail could not be queued', async () => {
    mockServer.use(
      http.post('*/api/outbox/test', () =>
        HttpResponse.json({ code: 2005, message: 'Something went wrong.', data: null }, { status: 500 }),
      ),
    );
    open('/en/admin/outbox');
    await userEvent.click(await screen.findByRole('button', { name: 'Send a test mail' }));
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
  });

  it('speaks Turkish at /admin/outbox', async () => {
    open('/admin/outbox');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Giden e-posta kutusu' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Başarısız')).toBeInTheDocument();
    expect(within(table).getAllByText('Gönderildi').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Deneme e-postası gönder' })).toBeInTheDocument();
  });
});
