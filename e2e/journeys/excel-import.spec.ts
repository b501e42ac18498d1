import { readFileSync } from 'node:fs';
import { createSheetJsSpreadsheet } from '@coach/adapters/excel/sheetjs-spreadsheet';
import { demo, keepScreenshot, openSignedIn } from '../support/fixtures.ts';
import { expect, test } from '../support/test.ts';

// The issue's journey "An Excel export, then an import of the same file with one bad row, which is
// reported": the administrator exports the accounts, breaks one phone number in the file, imports
// it and reads that row in the report; nothing is written. Then the same file, corrected and with a
// new row, creates exactly that one account (the existing rows are skipped).

const spreadsheet = createSheetJsSpreadsheet();

const words = {
  exportButton: 'Dışa aktar',
  // The export runs as a job; its file is offered when ready (ADR 0042).
  downloadButton: /^(hesaplar|accounts)-.*\.xlsx dosyasını indir$/,
  importButton: 'Excel’den içe aktar',
  dialog: 'Hesapları Excel’den içe aktar',
  importAction: 'İçe aktar',
  name: 'Ad',
  surname: 'Soyad',
  phone: 'Telefon',
  email: 'E-posta',
  passport: 'Pasaport no',
  phoneProblem: 'Telefon numarası geçerli değil.',
  created: '1 hesap oluşturuldu.',
} as const;

// Once, in Turkish: the English page's export and import are admin-app's component tests
// (accounts-excel-actions.test.tsx).
test('an administrator exports the accounts and imports the file back', async ({ page }, info) => {
  await openSignedIn(page, demo.admin, '/admin/account');
  const main = page.getByRole('main');

  await main.getByRole('button', { name: words.exportButton }).click();
  const downloadButton = main.getByRole('button', { name: words.downloadButton });
  await expect(downloadButton).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
  expect(download.suggestedFilename()).toMatch(/^(hesaplar|accounts)-\d{4}-\d\d-\d\d\.xlsx$/);
  const reading = await spreadsheet.read(readFileSync(await download.path()), { maxRows: 5000 });
  if (reading.kind !== 'sheet') throw new Error(`the export did not read back: ${reading.kind}`);
  const header = [...reading.header];
  const rows = reading.rows.map((row) => [...row.cells]);
  const phone = header.indexOf(words.phone);
  const email = header.indexOf(words.email);
  const broken = rows.findIndex((row) => row[email] === demo.member.email);
  expect(broken).toBeGreaterThanOrEqual(0);
  const brokenRows = rows.map((row, index) => (index === broken ? row.with(phone, '12') : row));
  const brokenFile = spreadsheet.write({
    sheetName: 'S',
    columns: header.map((title) => ({ header: title, width: 14, format: 'text' as const })),
    rows: brokenRows,
  });

  await main.getByRole('button', { name: words.importButton }).click();
  const dialog = page.getByRole('dialog', { name: words.dialog });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: `broken-tr.xlsx`,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(brokenFile),
  });
  await dialog.getByRole('button', { name: words.importAction, exact: true }).click();
  const report = dialog.getByRole('table');
  const reportedRow = report.getByRole('row').filter({ hasText: words.phoneProblem });
  await expect(reportedRow).toHaveCount(1);
  await expect(reportedRow.getByRole('cell').first()).toHaveText(String(broken + 2));
  await expect(reportedRow.getByRole('cell').nth(1)).toHaveText(words.phone);
  await keepScreenshot(page, `admin-excel-report-tr-${info.project.name}`);

  // The same file corrected, with one new member: only that member is created.
  const stamp = Date.now().toString(36).toUpperCase();
  const newMember: Record<string, string> = {
    [words.name]: 'Deniz',
    [words.surname]: 'Kaya',
    [words.email]: `excel-tr-${info.project.name}-${stamp.toLowerCase()}@example.com`,
    [words.passport]: `E2E${stamp}`,
  };
  const added = header.map((title) => newMember[title] ?? null);
  const fixedFile = spreadsheet.write({
    sheetName: 'S',
    columns: header.map((title) => ({ header: title, width: 14, format: 'text' as const })),
    rows: [...rows, added],
  });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: `fixed-tr.xlsx`,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(fixedFile),
  });
  await dialog.getByRole('button', { name: words.importAction, exact: true }).click();
  await expect(dialog.getByText(words.created)).toBeVisible();
});
