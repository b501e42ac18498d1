import { catalogue, translate } from '@coach/core/contracts';
import { store, Toaster, tokenAtom } from '@coach/kit';
import { catalogueAnswerOn, watchedCallsOn } from '@coach/kit/test/hand-made-answers.ts';
import { realServer } from '@coach/kit/test/real-server.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
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

/**
 * The demo history mailed nobody, so the outbox starts empty; the real use cases fill it: the
 * administrator sends 22 test mails to herself and approves John's proof (a mail to him), 23 in
 * all. Without a mail server they all wait (ADR 0014): the front-end API delivers nothing.
 *
 * The test server's clock stands still, so mails queued together share one time and the list
 * orders them by their random ids. John's mail is queued a minute later, so that it is the newest
 * and always on the first page (at the same time it was there in 20 runs out of 23).
 */
async function fillTheOutbox() {
  const api = await realServer();
  for (let mail = 0; mail < 22; mail++) {
    await api.run('sendTestMail', { language: 'tr' }, { as: 'admin' });
  }
  await api.clock.advanceSeconds(60);
  const waiting = await api.run('listAccountFilesForReview', { state: 'pending' }, { as: 'admin' });
  const johns = waiting.items.find((proof) => proof.memberEmail === 'john@example.com');
  if (!johns) throw new Error('the demo data has no proof of John waiting');
  await api.run(
    'changeFileStatus',
    { accountFileId: johns.id, fileApproveState: 'approved' },
    { as: 'admin' },
  );
}

beforeEach(async () => {
  store.set(tokenAtom, 'demo-token-admin');
  await fillTheOutbox();
});

describe('outbox page', () => {
  it('lists a page of mail with its status in words, and pages on', async () => {
    open('/en/admin/outbox');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(21));
    expect(screen.getByText('23 mails in all')).toBeInTheDocument();
    expect(within(table).getAllByText('Waiting')).toHaveLength(20);
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
    await user.type(screen.getByRole('searchbox', { name: 'Search the outbox' }), 'john');
    await waitFor(() => expect(screen.getByText('1 mail in all')).toBeInTheDocument());
    expect(within(screen.getByRole('table')).getByText('john@example.com')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search the outbox' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search the outbox' }), 'nobody');
    expect(await screen.findByText('No mail matches this search.')).toBeInTheDocument();
  });

  it('previews a mail in a sandboxed frame with its text version, by keyboard', async () => {
    const user = userEvent.setup();
    const api = await realServer();
    const [johns] = (await api.run('listOutbox', { search: 'john' }, { as: 'admin' })).items;
    const preview = await api.run('getOutboxMail', { id: johns?.id ?? '' }, { as: 'admin' });
    open('/en/admin/outbox');
    // Found afresh at each step: the list may draw its rows again (a refetch) between two steps,
    // and a button held from before would then be a detached copy.
    const previewButton = () => screen.getByRole('button', { name: 'Preview the mail to john@example.com' });
    await screen.findByRole('button', { name: 'Preview the mail to john@example.com' });
    previewButton().focus();
    await user.keyboard('{Enter}');

    const heading = await screen.findByRole('heading', { name: preview.subject });
    await waitFor(() => expect(heading).toHaveFocus());
    const frame = screen.getByTitle('HTML version of the mail');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain(preview.html);
    expect(screen.getByText(preview.text)).toBeInTheDocument();
    expect(previewButton()).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Close the preview' }));
    expect(screen.queryByTitle('HTML version of the mail')).not.toBeInTheDocument();
    await waitFor(() => expect(previewButton()).toHaveFocus());
  });

  it('queues a test mail in the page language and says so in a toast', async () => {
    const sent = watchedCallsOn('post', '*/api/outbox/test');
    mockServer.use(sent.handler);
    const { admin } = (await realServer()).accounts;
    open('/en/admin/outbox');
    await userEvent.click(await screen.findByRole('button', { name: 'Send a test mail' }));
    expect(await screen.findByText(`A test mail to ${admin.email} is queued.`)).toBeInTheDocument();
    expect(await sent.calls[0]?.json()).toEqual({ language: 'en' });
    expect(await screen.findByText('24 mails in all')).toBeInTheDocument();
  });

  it('says when the test mail could not be queued', async () => {
    mockServer.use(catalogueAnswerOn('post', '*/api/outbox/test', 'somethingWentWrong'));
    open('/en/admin/outbox');
    await userEvent.click(await screen.findByRole('button', { name: 'Send a test mail' }));
    // The catalogue's words, as the server would answer them.
    expect(await screen.findByText(translate(catalogue.somethingWentWrong.code, 'en'))).toBeInTheDocument();
  });

  it('speaks Turkish at /admin/outbox', async () => {
    open('/admin/outbox');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Giden e-posta kutusu' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByText('Bekliyor')).toHaveLength(20));
    expect(screen.getByRole('button', { name: 'Deneme e-postası gönder' })).toBeInTheDocument();
  });
});
