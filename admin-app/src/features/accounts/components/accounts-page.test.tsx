import { store, Toaster, tokenAtom } from '@coach/kit';
import { fill } from '@coach/kit/test/fill.ts';
import { realServer } from '@coach/kit/test/real-server.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { seededAccount } from '../../../test-support/a1-seeded-accounts.ts';
import { AccountsPage } from './accounts-page.tsx';

const page = (
  <>
    <AccountsPage
      toolbar={<button type="button">Other feature</button>}
      // The export control stands in here (features do not import each other): it shows the
      // filters the page gives it, which the control sends with its `POST …/excelexports`.
      exportAction={(filters) => <output aria-label="Export filters">{JSON.stringify(filters)}</output>}
    />
    <Toaster />
  </>
);
const routes = [
  { path: '/admin/account', element: page },
  { path: '/en/admin/account', element: page },
  { path: '/en/admin/profile/:accountId', element: <p>Profile page</p> },
  { path: '/error', element: <p>Error page</p> },
];

function open(path = '/en/admin/account', token = 'demo-token-admin') {
  store.set(tokenAtom, token);
  return renderRoutes(routes, { path, catalogues: { tr, en } });
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
/** The name in each row (the name cell also shows the phone). */
const names = () =>
  rows().map((row) => within(row).getAllByRole('cell')[0]?.querySelector('span')?.textContent);
const rowOf = (name: string) => rows().find((row) => row.textContent?.includes(name)) as HTMLElement;

async function chooseFromMenu(name: string, action: string) {
  const user = userEvent.setup();
  // The actions column comes with the administrator's permissions, which may arrive after the rows.
  const actions = await waitFor(() =>
    within(rowOf(name)).getByRole('button', { name: `Actions for ${name}` }),
  );
  await user.click(actions);
  await user.click(await screen.findByRole('menuitem', { name: action }));
  return user;
}

/** How many accounts the real server lists now: every row of the first page. */
let accountCount = 0;

/**
 * The demo accounts (server/src/seed/demo-data.ts), and a minute after the seeding one more, the
 * newest: Işık Çelik, a guest made in the back office (no password yet), passive and locked.
 */
async function arrangeAccounts() {
  const api = await realServer();
  await api.clock.advanceSeconds(60);
  const { accountId } = await api.run(
    'createAccount',
    { name: 'Işık', surname: 'Çelik', email: 'isik@example.com', accountRoleType: 'Guest' },
    { as: 'admin' },
  );
  await api.run('changeAccountAccess', { accountId, status: 'passive', isLocked: true }, { as: 'admin' });
  accountCount = (await api.run('listAccounts', {}, { as: 'admin' })).total;
}

/** The account with this e-mail address as the real server keeps it, or undefined. */
async function accountWithEmail(email: string) {
  const api = await realServer();
  const { items } = await api.run('listAccounts', { search: email }, { as: 'admin' });
  return items.find((account) => account.email === email);
}

beforeEach(async () => {
  await arrangeAccounts();
});

describe('accounts page (administrators)', () => {
  it('lists the accounts newest first, with access in words, and the toolbar of other features', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Accounts' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Other feature' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(accountCount));
    expect(names()[0]).toBe('Işık Çelik');
    const isik = rowOf('Işık Çelik');
    for (const text of ['Passive', 'Locked', 'No password yet', 'Guest']) {
      expect(within(isik).getByText(text)).toBeInTheDocument();
    }
    expect(within(rowOf('John Smith')).getByText('Never signed in')).toBeInTheDocument();
  });

  it('searches, filters and sorts on the server, keeping all three in the address', async () => {
    const user = userEvent.setup();
    const { router } = open();
    await waitFor(() => expect(rows()).toHaveLength(accountCount));
    await fill(user, screen.getByRole('searchbox', { name: 'Search accounts' }), 'ÇELİK');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(names()).toEqual(['Işık Çelik', 'Burak Çelik']));
    await user.clear(screen.getByRole('searchbox', { name: 'Search accounts' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rows()).toHaveLength(accountCount));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'User');
    const api = await realServer();
    const members = await api.run('listAccounts', { role: 'User' }, { as: 'admin' });
    await waitFor(() => expect(rows()).toHaveLength(members.total));
    await user.click(screen.getByRole('button', { name: 'Name' }));
    const byName = await api.run('listAccounts', { role: 'User', sort: 'name' }, { as: 'admin' });
    expect(byName.items.map(({ fullName }) => fullName)[0]).toBe('Ayşe Demir');
    await waitFor(() => expect(names()).toEqual(byName.items.map(({ fullName }) => fullName)));
    expect(new URLSearchParams(router.state.location.search).get('role')).toBe('User');
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('name');
    expect(JSON.parse(screen.getByLabelText('Export filters').textContent ?? '')).toEqual({
      search: '',
      role: 'User',
    });

    // The export takes what the list shows now: its search and every filter, the lock as a boolean.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Lock state' }), 'Not locked');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Active');
    await fill(user, screen.getByRole('searchbox', { name: 'Search accounts' }), 'çelik');
    await user.keyboard('{Enter}');
    const filters = { search: 'çelik', role: 'User', status: 'active', locked: false } as const;
    await waitFor(() =>
      expect(JSON.parse(screen.getByLabelText('Export filters').textContent ?? '')).toEqual(filters),
    );
    const { total } = await api.run('listAccounts', { ...filters, locked: 'false' }, { as: 'admin' });
    const job = await api.run('startAccountExport', filters, { as: 'admin' });
    expect(job).toMatchObject({ kind: 'accounts', rowsTotal: total });
  });

  it('adds a member: checks the identity number in the browser, then shows the mailed link', async () => {
    const user = userEvent.setup();
    open();
    await waitFor(() => expect(rows()).toHaveLength(accountCount));
    await user.click(screen.getByRole('button', { name: 'Add an account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an account' });
    await fill(user, within(dialog).getByRole('textbox', { name: /^Name/ }), 'Zehra');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Surname/ }), 'Kaya');
    await fill(user, within(dialog).getByRole('textbox', { name: /^E-mail address/ }), 'zehra@example.com');
    await fill(user, within(dialog).getByRole('textbox', { name: /^T\.C\. identity number/ }), '10000000145');
    await user.click(within(dialog).getByRole('button', { name: 'Create the account' }));
    expect(
      await within(dialog).findByText(
        'The Turkish identity number is not valid (11 digits with a matching check digit).',
      ),
    ).toBeInTheDocument();
    expect(await accountWithEmail('zehra@example.com')).toBeUndefined();

    const identity = within(dialog).getByRole('textbox', { name: /^T\.C\. identity number/ });
    await user.clear(identity);
    await fill(user, identity, '10000000146');
    fireEvent.change(within(dialog).getByLabelText('Membership ends on'), {
      target: { value: '2027-12-31' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Create the account' }));
    expect(
      await screen.findByText(
        'The account of Zehra Kaya was created. A link to choose a password was mailed to zehra@example.com.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(rows()).toHaveLength(accountCount + 1));
    const zehra = await accountWithEmail('zehra@example.com');
    expect(zehra).toMatchObject({
      identityNumber: '10000000146',
      passportNumber: null,
      countryCode: 'TR',
      hasPassword: false,
    });
    // The end of that day in Istanbul.
    expect(new Date(zehra?.subscriptionEndDate ?? 0)).toEqual(new Date('2027-12-31T23:59:59+03:00'));
  });

  it('asks non-citizens for a passport number instead, and shows a taken e-mail next to its field', async () => {
    const user = userEvent.setup();
    open();
    await waitFor(() => expect(rows()).toHaveLength(accountCount));
    await user.click(screen.getByRole('button', { name: 'Add an account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an account' });
    await fill(user, within(dialog).getByRole('textbox', { name: /^Name/ }), 'Anna');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Surname/ }), 'Berg');
    await fill(user, within(dialog).getByRole('textbox', { name: /^E-mail address/ }), 'john@example.com');
    await user.click(within(dialog).getByRole('radio', { name: 'Not a Turkish citizen' }));
    expect(
      within(dialog).queryByRole('textbox', { name: /^T\.C\. identity number/ }),
    ).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create the account' }));
    expect(
      await within(dialog).findByText(
        'Turkish citizens give their identity number; others give a passport number.',
      ),
    ).toBeInTheDocument();
    await fill(user, within(dialog).getByRole('textbox', { name: /^Passport number/ }), 'p 1234567');
    await user.click(within(dialog).getByRole('button', { name: 'Create the account' }));

    const email = within(dialog).getByRole('textbox', { name: /^E-mail address/ });
    await waitFor(() => expect(email).toHaveAccessibleDescription(/This e-mail address is already in use\./));
    expect(email).toHaveFocus();

    // With a password, the member verifies the address from the mail like every registration (ADR 0033).
    await user.clear(email);
    await fill(user, email, 'anna@example.com');
    await fill(user, within(dialog).getByLabelText(/^Password/), 'Kuzey-Rüzgarı!7');
    await user.click(within(dialog).getByRole('button', { name: 'Create the account' }));
    expect(
      await screen.findByText(
        'The account of Anna Berg was created. A link to verify the address was mailed to anna@example.com; it signs in once verified.',
      ),
    ).toBeInTheDocument();
  });

  it('edits an account, showing the e-mail address and identity number without a field for them', async () => {
    const user = userEvent.setup();
    const ayse = await seededAccount('ayse@example.com');
    // The day her membership ends, in Istanbul.
    const endsOn = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(
      new Date(ayse.subscriptionEndDate ?? 0),
    );
    open();
    await waitFor(() => expect(rows()).toHaveLength(accountCount));
    await chooseFromMenu('Ayşe Demir', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit the account of Ayşe Demir' });
    expect(within(dialog).getByText('ayse@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText('23456789060')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: /E-mail/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: /identity number/ })).not.toBeInTheDocument();
    // The field shows the Istanbul day.
    expect(within(dialog).getByLabelText('Membership ends on')).toHaveValue(endsOn);
    const surname = within(dialog).getByRole('textbox', { name: /^Surname/ });
    await user.clear(surname);
    await fill(user, surname, 'Demir-Kaya');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The account of Ayşe Demir-Kaya was saved.')).toBeInTheDocument();
    await waitFor(() => expect(rowOf('Ayşe Demir-Kaya')).toBeDefined());
  });

  it('shows the passport number read-only, and corrects it in its own dialog with a reason', async () => {
    open();
    await waitFor(() => expect(rows()).toHaveLength(accountCount));
    const user = await chooseFromMenu('John Smith', 'Edit');
    const edit = await screen.findByRole('dialog', { name: 'Edit the account of John Smith' });
    expect(within(edit).getByText('U12345678')).toBeInTheDocument();
    expect(within(edit).queryByRole('textbox', { name: /passport/i })).not.toBeInTheDocument();

    await user.click(within(edit).getByRole('button', { name: 'Correct passport number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct the passport number' });
    // Focus moves into the dialog on top.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.click(within(dialog).getByRole('button', { name: 'Correct the number' }));
    expect(
      await within(dialog).findByText(
        'Turkish citizens give their identity number; others give a passport number.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Enter at least 3 characters.')).toBeInTheDocument();
    // A wrongly given citizenship is corrected too: the other kind of number.
    await user.click(within(dialog).getByRole('radio', { name: 'Turkish citizen' }));
    expect(within(dialog).getByRole('textbox', { name: /^New T\.C\. identity number/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: /^New passport number/ })).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: 'Not a Turkish citizen' }));

    await fill(user, within(dialog).getByRole('textbox', { name: /^New passport number/ }), 'u1234 5679');
    await fill(user, within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Last digit mistyped');
    await user.click(within(dialog).getByRole('button', { name: 'Correct the number' }));
    expect(
      await screen.findByText('The number was corrected and John Smith was told by mail.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Correct the passport number' })).toBeNull(),
    );
    expect(within(edit).getByText('U12345679')).toBeInTheDocument();
    expect(await accountWithEmail('john@example.com')).toMatchObject({ passportNumber: 'U12345679' });

    // The edit form sends no identity document, so saving still works.
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The account of John Smith was saved.')).toBeInTheDocument();
  });

  it('makes an account passive after confirming, and gives access back at once', async () => {
    open();
    await waitFor(() => expect(rows()).toHaveLength(accountCount));
    const user = await chooseFromMenu('John Smith', 'Make passive');
    const confirm = await screen.findByRole('alertdialog', { name: 'Make John Smith passive?' });
    await user.click(within(confirm).getByRole('button', { name: 'Make passive' }));
    expect(await screen.findByText('John Smith is passive now and was signed out.')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('John Smith')).getByText('Passive')).toBeInTheDocument());

    await chooseFromMenu('John Smith', 'Make active');
    expect(await screen.findByText('John Smith can sign in again.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('John Smith')).getByText('Active')).toBeInTheDocument());
  });

  it('deletes an account after confirming; never the administrator’s own', async () => {
    open();
    await waitFor(() => expect(rows()).toHaveLength(accountCount));
    const user = await chooseFromMenu('Zeynep Yılmaz', 'Edit');
    await user.keyboard('{Escape}');
    await user.click(
      within(rowOf('Zeynep Yılmaz')).getByRole('button', { name: 'Actions for Zeynep Yılmaz' }),
    );
    for (const action of ['Delete', 'Lock', 'Make passive']) {
      expect(await screen.findByRole('menuitem', { name: action })).toHaveAttribute('aria-disabled', 'true');
    }
    await user.keyboard('{Escape}');

    // Işık Çelik has no history yet (no project, points or order): her account goes altogether.
    // (One with history is anonymised and stays, ADR 0030.)
    await chooseFromMenu('Işık Çelik', 'Delete');
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the account of Işık Çelik?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The account of Işık Çelik was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(accountCount - 1));
  });

  it('leads to the member’s profile page', async () => {
    const john = await seededAccount('john@example.com');
    const { router } = open();
    await waitFor(() => expect(rows()).toHaveLength(accountCount));
    await chooseFromMenu('John Smith', 'View profile');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/en/admin/profile/${john.accountId}`));
  });

  it('speaks Turkish on the Turkish page', async () => {
    open('/admin/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hesaplar' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(accountCount));
    expect(screen.getByRole('button', { name: 'Hesap ekle' })).toBeInTheDocument();
    expect(within(rowOf('Işık Çelik')).getByText('Kilitli')).toBeInTheDocument();
  });
});

describe('accounts page (salesmen)', () => {
  it('shows the list and “add” only, and offers member and guest roles alone', async () => {
    const user = userEvent.setup();
    open('/en/admin/account', 'demo-token-salesman');
    await waitFor(() => expect(rows()).toHaveLength(accountCount));
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add an account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an account' });
    // The select stays off until the server's roles answer: waited for, not raced (a busy run lost it).
    const role = within(dialog).getByRole('button', { name: /Role/ });
    await waitFor(() => expect(role).toBeEnabled());
    await user.click(role);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Guest', 'Member']);
  });
});
