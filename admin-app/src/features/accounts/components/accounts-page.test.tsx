import { store, Toaster, tokenAtom } from '@coach/kit';
import { demoAdmin } from '@coach/kit/mocks/fixtures.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { demoSalesman } from '../../../mocks/account-fixtures.ts';
import {
  accountHandlers,
  currentAccounts,
  resetAccounts,
  salesmanUserInfo,
} from '../../../mocks/account-handlers.ts';
import { AccountsPage } from './accounts-page.tsx';

const page = (
  <>
    <AccountsPage toolbar={<button type="button">Other feature</button>} />
    <Toaster />
  </>
);
const routes = [
  { path: '/admin/account', element: page },
  { path: '/en/admin/account', element: page },
  { path: '/en/admin/profile/:accountId', element: <p>Profile page</p> },
  { path: '/error', element: <p>Error page</p> },
];

function open(path = '/en/admin/account', token: string = demoAdmin.token) {
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
  await user.click(within(rowOf(name)).getByRole('button', { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
  return user;
}

beforeEach(() => {
  resetAccounts();
  mockServer.use(salesmanUserInfo, ...accountHandlers);
});

describe('accounts page (administrators)', () => {
  it('lists the accounts newest first, with access in words, and the toolbar of other features', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Accounts' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Other feature' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(4));
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
    await waitFor(() => expect(rows()).toHaveLength(4));
    await user.type(screen.getByRole('searchbox', { name: 'Search accounts' }), 'ÇELİK{Enter}');
    await waitFor(() => expect(names()).toEqual(['Işık Çelik']));
    await user.clear(screen.getByRole('searchbox', { name: 'Search accounts' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rows()).toHaveLength(4));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'User');
    await waitFor(() => expect(names()).toEqual(['John Smith', 'Ayşe Demir']));
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(names()).toEqual(['Ayşe Demir', 'John Smith']));
    expect(new URLSearchParams(router.state.location.search).get('role')).toBe('User');
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('name');
  });

  it('adds a member: checks the identity number in the browser, then shows the mailed link', async () => {
    const user = userEvent.setup();
    open();
    await waitFor(() => expect(rows()).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'Add an account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an account' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Zehra');
    await user.type(within(dialog).getByRole('textbox', { name: /^Surname/ }), 'Kaya');
    await user.type(within(dialog).getByRole('textbox', { name: /^E-mail address/ }), 'zehra@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /^T\.C\. identity number/ }), '10000000145');
    await user.click(within(dialog).getByRole('button', { name: 'Create the account' }));
    expect(
      await within(dialog).findByText(
        'The Turkish identity number is not valid (11 digits with a matching check digit).',
      ),
    ).toBeInTheDocument();
    expect(currentAccounts()).toHaveLength(4);

    const identity = within(dialog).getByRole('textbox', { name: /^T\.C\. identity number/ });
    await user.clear(identity);
    await user.type(identity, '10000000146');
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
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(currentAccounts()[0]).toMatchObject({
      email: 'zehra@example.com',
      identityNumber: '10000000146',
      passportNumber: null,
      countryCode: 'TR',
      hasPassword: false,
      // The end of that day in Istanbul.
      subscriptionEndDate: '2027-12-31T23:59:59+03:00',
    });
  });

  it('asks non-citizens for a passport number instead, and shows a taken e-mail next to its field', async () => {
    const user = userEvent.setup();
    open();
    await waitFor(() => expect(rows()).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'Add an account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an account' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Anna');
    await user.type(within(dialog).getByRole('textbox', { name: /^Surname/ }), 'Berg');
    await user.type(within(dialog).getByRole('textbox', { name: /^E-mail address/ }), 'john@example.com');
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
    await user.type(within(dialog).getByRole('textbox', { name: /^Passport number/ }), 'p 1234567');
    await user.click(within(dialog).getByRole('button', { name: 'Create the account' }));

    const email = within(dialog).getByRole('textbox', { name: /^E-mail address/ });
    await waitFor(() => expect(email).toHaveAccessibleDescription(/This e-mail address is already in use\./));
    expect(email).toHaveFocus();

    // With a password, the member verifies the address from the mail like every registration (ADR 0033).
    await user.clear(email);
    await user.type(email, 'anna@example.com');
    await user.type(within(dialog).getByLabelText(/^Password/), 'Kuzey-Rüzgarı!7');
    await user.click(within(dialog).getByRole('button', { name: 'Create the account' }));
    expect(
      await screen.findByText(
        'The account of Anna Berg was created. A link to verify the address was mailed to anna@example.com; it signs in once verified.',
      ),
    ).toBeInTheDocument();
  });

  it('edits an account, showing the e-mail address and identity number without a field for them', async () => {
    const user = userEvent.setup();
    open();
    await waitFor(() => expect(rows()).toHaveLength(4));
    await chooseFromMenu('Ayşe Demir', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit the account of Ayşe Demir' });
    expect(within(dialog).getByText('ayse@example.com')).toBeInTheDocument();
    expect(within(dialog).getByText('23456789060')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: /E-mail/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: /identity number/ })).not.toBeInTheDocument();
    // 30 June 2027 ends at 20:59:59 UTC in Istanbul; the field shows the Istanbul day.
    expect(within(dialog).getByLabelText('Membership ends on')).toHaveValue('2027-06-30');
    const surname = within(dialog).getByRole('textbox', { name: /^Surname/ });
    await user.clear(surname);
    await user.type(surname, 'Demir-Kaya');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The account of Ayşe Demir-Kaya was saved.')).toBeInTheDocument();
    await waitFor(() => expect(rowOf('Ayşe Demir-Kaya')).toBeDefined());
  });

  it('shows the passport number read-only, and corrects it in its own dialog with a reason', async () => {
    open();
    await waitFor(() => expect(rows()).toHaveLength(4));
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

    await user.type(within(dialog).getByRole('textbox', { name: /^New passport number/ }), 'u1234 5679');
    await user.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Last digit mistyped');
    await user.click(within(dialog).getByRole('button', { name: 'Correct the number' }));
    expect(
      await screen.findByText('The number was corrected and John Smith was told by mail.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Correct the passport number' })).toBeNull(),
    );
    expect(within(edit).getByText('U12345679')).toBeInTheDocument();
    expect(currentAccounts().find((account) => account.fullName === 'John Smith')).toMatchObject({
      passportNumber: 'U12345679',
    });

    // The edit form sends no identity document, so saving still works.
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The account of John Smith was saved.')).toBeInTheDocument();
  });

  it('makes an account passive after confirming, and gives access back at once', async () => {
    open();
    await waitFor(() => expect(rows()).toHaveLength(4));
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
    await waitFor(() => expect(rows()).toHaveLength(4));
    const user = await chooseFromMenu('Zeynep Yılmaz', 'Edit');
    await user.keyboard('{Escape}');
    await user.click(
      within(rowOf('Zeynep Yılmaz')).getByRole('button', { name: 'Actions for Zeynep Yılmaz' }),
    );
    for (const action of ['Delete', 'Lock', 'Make passive']) {
      expect(await screen.findByRole('menuitem', { name: action })).toHaveAttribute('aria-disabled', 'true');
    }
    await user.keyboard('{Escape}');

    await chooseFromMenu('John Smith', 'Delete');
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the account of John Smith?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The account of John Smith was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(3));
  });

  it('leads to the member’s profile page', async () => {
    const { router } = open();
    await waitFor(() => expect(rows()).toHaveLength(4));
    await chooseFromMenu('John Smith', 'View profile');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/en/admin/profile/7a9f3c2b-4d5e-4f60-9b0c-1d2e3f4a5b6c'),
    );
  });

  it('speaks Turkish on the Turkish page', async () => {
    open('/admin/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hesaplar' })).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(screen.getByRole('button', { name: 'Hesap ekle' })).toBeInTheDocument();
    expect(within(rowOf('Işık Çelik')).getByText('Kilitli')).toBeInTheDocument();
  });
});

describe('accounts page (salesmen)', () => {
  it('shows the list and “add” only, and offers member and guest roles alone', async () => {
    const user = userEvent.setup();
    open('/en/admin/account', demoSalesman.token);
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(screen.queryByRole('button', { name: /^Actions for/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add an account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an account' });
    await user.click(within(dialog).getByRole('button', { name: /Role/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Guest', 'Member']);
  });
});
