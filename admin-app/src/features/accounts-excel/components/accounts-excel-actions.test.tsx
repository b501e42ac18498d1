import { store, Toaster, tokenAtom } from '@coach/kit';
import { demoAdmin } from '@coach/kit/mocks/fixtures.ts';
import { renderRoutes } from '@coach/kit/test/render.tsx';
import { mockServer } from '@coach/kit/test/setup.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../../../locales/en/messages.ts';
import { messages as tr } from '../../../locales/tr/messages.ts';
import {
  accountsExcelHandlers,
  mockExport,
  mockImportFiles,
} from '../../../mocks/accounts-excel-handlers.ts';
import { AccountsExcelActions } from './accounts-excel-actions.tsx';

const page = (
  <>
    <AccountsExcelActions />
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

const workbook = (name: string) =>
  new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

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
  store.set(tokenAtom, demoAdmin.token);
  mockServer.use(...accountsExcelHandlers);
});
afterEach(() => vi.restoreAllMocks());

describe('Excel export and import of accounts', () => {
  it('starts the export as a job, shows its progress, waits while it runs and offers the file when ready', async () => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:fake');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    let language: unknown = null;
    mockServer.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/excelexports'))
        language = ((await request.clone().json()) as { language: string }).language;
    });
    open('/en/admin/account');
    const exportButton = await screen.findByRole('button', { name: 'Export to Excel' });
    await userEvent.click(exportButton);

    // Running: a bar in whole percentages, and the button waits.
    const bar = await screen.findByRole('progressbar', { name: 'Exporting the accounts' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'));
    expect(bar).toHaveAttribute('aria-valuetext', '2 of 4 accounts');
    expect(exportButton).toHaveAttribute('aria-disabled', 'true');
    expect(language).toBe('en');
    mockServer.events.removeAllListeners();

    // Ready: the file is offered, the button may start another export.
    const download = await screen.findByRole('button', { name: 'Download accounts-2026-03-02.xlsx' });
    expect(screen.getByRole('status')).toHaveTextContent('The export is ready.');
    expect(exportButton).not.toHaveAttribute('aria-disabled');
    await userEvent.click(download);
    expect(
      await screen.findByText('The accounts were saved as accounts-2026-03-02.xlsx.'),
    ).toBeInTheDocument();
    expect(saved).toEqual(['accounts-2026-03-02.xlsx']);
  });

  it('says so when the export fails, in Turkish on the Turkish page', async () => {
    mockExport.failing = true;
    try {
      open('/admin/account');
      await userEvent.click(await screen.findByRole('button', { name: 'Excel’e aktar' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Dışa aktarma yapılamadı. Lütfen tekrar deneyin.',
      );
    } finally {
      mockExport.failing = false;
    }
  });

  it('imports a workbook and sums up what was created and what already existed', async () => {
    let accept: string | null = null;
    mockServer.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/excelaccountfileupload')) accept = request.headers.get('accept');
    });
    open('/en/admin/account');
    const { dialog } = await importFile(workbook('members.xlsx'));
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
      workbook(mockImportFiles.badRows),
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
  });

  it('names the missing columns of a workbook the import cannot use', async () => {
    open('/en/admin/account');
    const { dialog } = await importFile(workbook(mockImportFiles.missingColumns));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'These columns are missing: Email. Export the accounts to Excel to see every column the import reads.',
    );
  });

  it('shows a refusal of the file itself at the file field', async () => {
    open('/en/admin/account');
    const { dialog } = await importFile(workbook(mockImportFiles.notWorkbook));
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
    mockServer.use(
      http.get('*/api/auth/userinfo', () =>
        HttpResponse.json({
          code: 2004,
          message: 'Transaction successful.',
          data: {
            ...demoAdmin.user,
            accountRoleType: 'Salesman',
            permissions: ['area.admin', 'accounts.read'],
          },
        }),
      ),
    );
    open('/en/admin/account');
    expect(await screen.findByRole('button', { name: 'Export to Excel' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Import from Excel' })).not.toBeInTheDocument(),
    );
  });
});
