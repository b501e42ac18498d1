import type { BulkActionKind, BulkSelection } from '@coach/core/contracts';
import { store, tokenAtom } from '@coach/kit';
import { realServer } from '@coach/kit/test/real-server.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { BulkActionDialog } from './bulk-action-dialog.tsx';
import { type AccountListNow, useAccountsBulk } from './use-accounts-bulk.tsx';

const activeMembers: BulkSelection = { filter: { search: '', role: 'User', status: 'active' } };

function open(action: BulkActionKind, selection: BulkSelection, path = '/en/admin/account') {
  const onClose = vi.fn();
  const element = <BulkActionDialog action={action} selection={selection} onClose={onClose} />;
  renderRoutes([{ path, element }], { path, catalogues: { tr, en } });
  return { onClose };
}

beforeEach(() => {
  store.set(tokenAtom, 'demo-token-admin');
});

describe('the confirmation of a bulk action', () => {
  it('shows the server’s count before starting, then the job’s progress and its result', async () => {
    const api = await realServer();
    const expected = await api.run(
      'previewBulkAction',
      { action: 'makePassive', selection: activeMembers },
      { as: 'admin' },
    );
    expect(expected.changes).toBeGreaterThan(1);
    const { onClose } = open('makePassive', activeMembers);
    const dialog = await screen.findByRole('dialog', { name: 'Make passive' });
    expect(
      await within(dialog).findByText(`This will change ${expected.changes} accounts.`),
    ).toBeInTheDocument();
    await userEvent.click(
      within(dialog).getByRole('button', { name: `Change ${expected.changes} accounts` }),
    );

    // Started: its progress in whole accounts; it cannot be closed while it runs.
    const bar = await within(dialog).findByRole('progressbar', { name: 'Accounts handled' });
    expect(bar).toHaveAttribute('aria-valuetext', `0 of ${expected.selected} accounts`);
    for (const close of within(dialog).getAllByRole('button', { name: 'Close' }))
      expect(close).toBeDisabled();
    // The server's job runs (woken by the commit in the server; here the test, at once).
    await api.run('runBulkActions', {}, { as: 'system' });
    expect(
      await within(dialog).findByText(`Done: ${expected.changes} accounts changed.`),
    ).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    const closes = within(dialog).getAllByRole('button', { name: 'Close' });
    await userEvent.click(closes[closes.length - 1] as HTMLElement);
    expect(onClose).toHaveBeenCalledWith(true);
    const after = await api.run('listAccounts', { role: 'User', status: 'active' }, { as: 'admin' });
    expect(after.total).toBe(0);
  });

  it('says what it leaves and why, and offers nothing to start when it would change none', async () => {
    const api = await realServer();
    const { items } = await api.run('listAccounts', { role: 'Administrator' }, { as: 'admin' });
    open('makePassive', { accountIds: items.map((item) => item.accountId) }, '/admin/account');
    const dialog = await screen.findByRole('dialog', { name: 'Pasif yap' });
    expect(await within(dialog).findByText('Bu işlem hiçbir hesabı değiştirmez.')).toBeInTheDocument();
    expect(within(dialog).getByText('1 kendi hesabınız')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Başlat' })).toBeDisabled();
  });

  it('asks for the package and the reason of an extension before counting', async () => {
    open('extendMembership', activeMembers);
    const dialog = await screen.findByRole('dialog', { name: 'Extend membership' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Count the accounts' }));
    await waitFor(() => expect(within(dialog).getAllByText('This field is required.')).toHaveLength(2));
    expect(within(dialog).queryByText(/This will change/)).not.toBeInTheDocument();
  });
});

/** The accounts list's bar alone, over a list filtered to 50 locked members named Çelik. */
const lockedList: AccountListNow = { search: 'çelik', role: 'User', status: null, locked: 'true', total: 50 };
function Bar() {
  const bulk = useAccountsBulk(lockedList);
  return (
    <>
      {bulk?.selection.allMatching}
      {bulk?.bar}
    </>
  );
}

describe('“Send a mail” from the accounts list', () => {
  it('takes everything the list’s filter finds to the group mail, its lock state and “any status” too', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        { path: '/en/admin/account', element: <Bar /> },
        { path: '/en/admin/group-mail', element: <p>Mail to a group</p> },
      ],
      { path: '/en/admin/account', catalogues: { tr, en } },
    );
    await user.click(await screen.findByRole('button', { name: 'Select all 50 accounts this filter finds' }));
    await user.click(screen.getByRole('button', { name: 'Send a mail' }));
    await screen.findByText('Mail to a group');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      search: 'çelik',
      role: 'User',
      // "Active and passive" on the list: said, or the group mail would take its default (active).
      status: '',
      locked: 'true',
    });
  });
});
