import { readFileSync } from 'node:fs';
import { createSheetJsSpreadsheet } from '@coach/adapters/excel/sheetjs-spreadsheet';
import { demo, keepScreenshot, openSignedIn } from '../support/fixtures.ts';
import { expect, test } from '../support/test.ts';

// The journey "an administrator filters orders and exports them": the orders page filtered
// by method and a buyer, newest first, one order opened with its period; then the export of what
// the filters find, whose file holds exactly those orders under headers in the page's language.

const spreadsheet = createSheetJsSpreadsheet();

test('an administrator filters the orders, opens one, and exports what the filters find', async ({
  page,
}, info) => {
  await openSignedIn(page, demo.admin, '/en/admin/orders');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const table = main.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  await main.getByLabel('Method').selectOption({ label: 'Granted by hand' });
  await main.getByRole('searchbox', { name: 'Search the orders' }).fill(demo.member.email);
  await expect(page).toHaveURL(/method=manual/);
  await expect(page).toHaveURL(/search=ayse%40example\.com/);
  const rows = table.getByRole('row').filter({ hasText: demo.member.email });
  await expect(rows.first()).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount((await rows.count()) + 1);
  const shown = await rows.count();
  await expect(main.getByText(shown === 1 ? '1 order' : `${shown} orders`, { exact: true })).toBeVisible();

  // One order with the period it bought.
  await rows
    .first()
    .getByRole('button', { name: /^Details of order \d+$/ })
    .click();
  const dialog = page.getByRole('dialog', { name: /^Order \d+$/ });
  await expect(dialog.getByRole('heading', { name: 'Membership period it bought' })).toBeVisible();
  await expect(dialog.getByText('Granted by hand: there was no card checkout.')).toBeVisible();
  await keepScreenshot(page, `admin-order-detail-en-${info.project.name}`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The export: an .xlsx of what the filters find; the button waits while the job runs.
  await expect(main.getByLabel('File format')).toHaveValue('xlsx');
  await main.getByRole('button', { name: 'Export', exact: true }).click();
  const downloadButton = main.getByRole('button', { name: /^Download orders-\d{4}-\d\d-\d\d\.xlsx$/ });
  await expect(downloadButton).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d\d-\d\d\.xlsx$/);
  const reading = await spreadsheet.read(readFileSync(await download.path()), { maxRows: 5000 });
  if (reading.kind !== 'sheet') throw new Error(`the export did not read back: ${reading.kind}`);
  expect(reading.header.slice(0, 5)).toEqual(['Order no.', 'Date', 'Buyer', 'E-mail', 'Package']);
  const column = (name: string) => reading.header.indexOf(name);
  expect(reading.rows).toHaveLength(shown);
  for (const row of reading.rows) {
    expect(row.cells[column('E-mail')]).toBe(demo.member.email);
    expect(row.cells[column('Method')]).toBe('Granted by hand');
    expect(typeof row.cells[column('Order no.')]).toBe('number');
    expect(row.cells[column('Date')]).toMatchObject({ kind: 'date' });
  }
  await keepScreenshot(page, `admin-orders-export-en-${info.project.name}`);
});
