import { store, Toaster, tokenAtom, useCurrentUser } from '@coach/kit';
import { realServer } from '@coach/kit/test/real-server.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import { workbookOf } from '../../../test-support/a1-workbook.ts';
import { AccountsExcelActions } from './accounts-excel-actions.tsx';

/** Who the page knows is signed in, once their permissions have come. */
function SignedIn() {
  const { user } = useCurrentUser();
  return user ? <p>Signed in as {user.accountRoleType}</p> : null;
}

const page = (
  <>
    <AccountsExcelActions />
    <SignedIn />
    <Toaster />
  </>
);
const open = (path: string) =>
  renderRoutes(
    [
      { path: '/admin/account', element: page },
      { path: '/en/admin/account', element: page },
    ],
    { path, catalogues: { tr, en } },
  );

/** Two people new to the programme and two demo accounts it has already. */
const fourMembers = workbookOf('members.xlsx', [
  ['Name', 'Surname', 'E-mail', 'Passport number'],
  // Every row is checked before any is written, those left unchanged too.
  ['Zeynep', 'Yılmaz', 'admin@example.com', 'P2000001'],
  ['Ayşe', 'Demir', 'ayse@example.com', 'P2000002'],
  ['Zehra', 'Kaya', 'zehra@example.com', 'P1234567'],
  ['Anna', 'Berg', 'anna@example.com', 'P7654321'],
]);

/** Opens the import dialog, chooses `file` and starts the import. */
async function importFile(file: File) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Import from Excel' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import accounts from Excel' });
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  await user.upload(input, file);
  await user.click(within(dialog).getByRole('button', { name: 'Import' }));
  return { user, dialog };
}

beforeEach(() => {
  store.set(tokenAtom, 'demo-token-admin');
});

describe('Excel import of accounts', () => {
  it('imports a workbook and sums up what was created and what already existed', async () => {
    let accept: string | null = null;
    mockServer.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/excelaccountfileupload')) accept = request.headers.get('accept');
    });
    open('/en/admin/account');
    const { dialog } = await importFile(fourMembers);
    expect(await within(dialog).findByText('2 accounts were created.')).toBeInTheDocument();
    expect(within(dialog).getByText('Already existing, left unchanged').nextElementSibling).toHaveTextContent(
      '2',
    );
    expect(within(dialog).getByText('Set-password links mailed').nextElementSibling).toHaveTextContent('2');
    expect(
      within(dialog).getByText('Left unchanged: admin@example.com, ayse@example.com'),
    ).toBeInTheDocument();
    expect(accept).toContain('application/x-ndjson');
    mockServer.events.removeAllListeners();
    const api = await realServer();
    const { items } = await api.run('listAccounts', { search: 'zehra@example.com' }, { as: 'admin' });
    expect(items.map(({ fullName }) => fullName)).toEqual(['Zehra Kaya']);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import from Excel' })).toHaveFocus());
  });

  it('lists every problem with its row and column when a row is wrong, and nothing is imported', async () => {
    open('/admin/account');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Excel’den içe aktar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hesapları Excel’den içe aktar' });
    await user.upload(
      dialog.querySelector('input[type="file"]') as HTMLInputElement,
      workbookOf('wrong-rows.xlsx', [
        ['Ad', 'Soyad', 'E-posta', 'Telefon', 'Pasaport no'],
        ['Zehra', 'Kaya', 'zehra@example.com', '', 'P1000001'],
        ['Anna', 'Berg', 'anna-at-example.com', '', 'P1000002'],
        ['Ali', 'Can', 'ali@example.com', '', 'P1000003'],
        ['Banu', 'Er', 'banu@example.com', '', 'P1000004'],
        ['Cem', 'Ak', 'cem@example.com', '', 'P1000005'],
        ['Derya', 'Su', 'derya@example.com', '12', 'P1000006'],
      ]),
    );
    await user.click(within(dialog).getByRole('button', { name: 'İçe aktar' }));

    const table = await within(dialog).findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'SatırSütunSorun',
      '3E-postaE-posta adresi geçerli değil.',
      '7TelefonTelefon numarası geçerli değil. Ülke koduyla birlikte girin (ör. +90 532 123 45 67).',
    ]);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Dosyada hatalı satırlar var (hatalı satır sayısı: 2); hiçbir kayıt eklenmedi.',
    );
    // Another file can be chosen at once.
    expect(within(dialog).getByRole('button', { name: 'İçe aktar' })).toBeEnabled();
    const api = await realServer();
    const { items } = await api.run('listAccounts', { search: 'zehra@example.com' }, { as: 'admin' });
    expect(items).toEqual([]);
  });

  it('names the missing columns of a workbook the import cannot use', async () => {
    open('/en/admin/account');
    const { dialog } = await importFile(
      workbookOf('no-email-column.xlsx', [
        ['Name', 'Surname'],
        ['Zehra', 'Kaya'],
      ]),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'These columns are missing: E-mail. Export the accounts to Excel to see every column the import reads.',
    );
  });

  it('shows a refusal of the file itself at the file field', async () => {
    open('/en/admin/account');
    // Named .xlsx, but plain text inside: the server looks at the content.
    const { dialog } = await importFile(
      new File(['Zehra Kaya, zehra@example.com'], 'notes.xlsx', {
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
    );
    expect(await within(dialog).findByText(/This file type is not accepted/)).toBeInTheDocument();
  });

  it('refuses in the browser a file that is not .xlsx, and asks for a file when none is chosen', async () => {
    open('/en/admin/account');
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: 'Import from Excel' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Choose a file first.')).toBeInTheDocument();
    await user.upload(
      dialog.querySelector('input[type="file"]') as HTMLInputElement,
      new File(['a;b'], 'accounts.csv', { type: 'text/csv' }),
    );
    expect(await within(dialog).findByText(/This type of file is not accepted/)).toBeInTheDocument();
  });

  it('shows the import only to those who manage accounts', async () => {
    // A salesman lists accounts and creates them one by one, but changes none (accounts.write).
    store.set(tokenAtom, 'demo-token-salesman');
    open('/en/admin/account');
    expect(await screen.findByText('Signed in as Salesman')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import from Excel' })).not.toBeInTheDocument();
  });
});
