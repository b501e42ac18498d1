import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
// The library the platform writes its workbooks with (adapters/src/excel), so the journey reads
// them back the way a spreadsheet program would, cell by cell, not through the platform's own reader.
import XLSX from 'sheetjs-style';
import type { Lang } from './fixtures.ts';
import { keepingScreenshots } from './screenshots.ts';

// The session log and the coaching log for the journeys: calendar days on Istanbul's calendar (the
// days sessions are held on), the files a member downloads, read back cell by cell, and a
// workbook drawn as a page so that a person can see what the export looks like.

const dayMs = 86_400_000;

/** The calendar day (YYYY-MM-DD) of an instant in Istanbul, where sessions are held. */
export function istanbulDay(instant: Date | string | number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Istanbul',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));
}

/** The calendar day `days` after `day` (YYYY-MM-DD), counted on the calendar, not in hours. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** The words of the coaching log's export, as the lead fixed them (issue 9 brief) and H2 wrote them. */
export const exportWords = {
  en: {
    header: [
      'Client name',
      'Contact e-mail',
      'Individual/Group',
      'Number in group',
      'Start date',
      'End date',
      'Paid hours',
      'Pro bono hours',
      'Note',
    ],
    total: 'Total',
    sheetName: 'Coaching log',
    fileName: /^coaching-log-\d{4}-\d{2}-\d{2}\.(xlsx|csv)$/,
  },
  tr: {
    header: [
      'Danışan adı',
      'İletişim e-postası',
      'Bireysel/Grup',
      'Gruptaki kişi sayısı',
      'Başlangıç tarihi',
      'Bitiş tarihi',
      'Ücretli saat',
      'Gönüllü (pro bono) saat',
      'Not',
    ],
    total: 'Toplam',
    sheetName: 'Koçluk günlüğü',
    fileName: /^kocluk-gunlugu-\d{4}-\d{2}-\d{2}\.(xlsx|csv)$/,
  },
} satisfies Record<Lang, unknown>;

/** A cell as read back: a number, a text, a day (YYYY-MM-DD) for date cells, or null when empty. */
export type ReadCell = string | number | boolean | null;

export interface ReadWorkbook {
  readonly sheetName: string;
  /** Every row of the sheet, the header first, a cell per column (null where empty). */
  readonly rows: readonly (readonly ReadCell[])[];
  /** The same sheet as the library renders it to HTML (a `<table>`). */
  readonly html: string;
}

/** A cell's value: dates (a date type or a number in a date format) as the day they show. */
function cellValue(cell: XLSX.CellObject | undefined): ReadCell {
  if (!cell || cell.v === undefined || cell.v === null || cell.v === '') return null;
  if (cell.v instanceof Date) return cell.v.toISOString().slice(0, 10);
  if (cell.t === 'n' && cell.z && XLSX.SSF.is_date(String(cell.z))) {
    // Excel's day 25569 is 1970-01-01.
    return new Date(Math.round((Number(cell.v) - 25_569) * dayMs)).toISOString().slice(0, 10);
  }
  if (cell.t === 'n') return Number(cell.v);
  if (cell.t === 'b') return Boolean(cell.v);
  return String(cell.v);
}

/** Reads a downloaded `.xlsx` back: its first sheet, row by row. */
export function readWorkbook(bytes: Buffer): ReadWorkbook {
  const book = XLSX.read(bytes, { type: 'buffer', cellNF: true, cellDates: false });
  const sheetName = book.SheetNames[0] ?? '';
  const sheet = book.Sheets[sheetName];
  if (!sheet?.['!ref']) return { sheetName, rows: [], html: '' };
  const range = XLSX.utils.decode_range(sheet['!ref']);
  const rows: ReadCell[][] = [];
  for (let r = range.s.r; r <= range.e.r; r += 1) {
    const row: ReadCell[] = [];
    for (let c = range.s.c; c <= range.e.c; c += 1) {
      row.push(cellValue(sheet[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined));
    }
    rows.push(row);
  }
  return { sheetName, rows, html: XLSX.utils.sheet_to_html(sheet, { header: '', footer: '' }) };
}

/** A file the member downloaded by clicking `button`: its suggested name and its bytes. */
export async function downloadBy(page: Page, button: Locator): Promise<{ fileName: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await download.path();
  expect(path, 'the download was saved').toBeTruthy();
  return { fileName: download.suggestedFilename(), bytes: readFileSync(path) };
}

/**
 * The member's coaching log as the server hands it out (`GET /api/coachinglog/download`), signed
 * in afresh: what the page's download button fetches, asked for directly.
 */
export async function coachingLogFile(
  request: APIRequestContext,
  who: { email: string; password: string },
  query: { format: 'xlsx' | 'csv'; language: Lang },
): Promise<{ fileName: string; bytes: Buffer }> {
  const login = await request.post('/api/auth/login', { data: { email: who.email, password: who.password } });
  expect(login.ok(), `${who.email} signs in through the API`).toBe(true);
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const response = await request.get(
    `/api/coachinglog/download?format=${query.format}&language=${query.language}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(response.status(), 'the coaching log downloads').toBe(200);
  const disposition = response.headers()['content-disposition'] ?? '';
  const fileName =
    decodeURIComponent(/filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1] ?? '') ||
    (/filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? '');
  return { fileName, bytes: await response.body() };
}

/** The lines of a downloaded CSV, without the byte-order mark that spreadsheet programs need. */
export function csvLines(bytes: Buffer): string[] {
  expect([...bytes.subarray(0, 3)], 'the CSV starts with a UTF-8 byte-order mark').toEqual([
    0xef, 0xbb, 0xbf,
  ]);
  return bytes
    .subarray(3)
    .toString('utf8')
    .split(/\r?\n/)
    .filter((line) => line !== '');
}

/**
 * Draws a workbook's sheet as a page and keeps a screenshot of it in the journeys' screenshots
 * (what the closing note of issue 9 shows as a sample exported log).
 */
export async function keepSheetScreenshot(page: Page, workbook: ReadWorkbook, caption: string, name: string) {
  if (!keepingScreenshots) return;
  await page.setContent(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${workbook.sheetName}</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 0; color: #1f2937; background: #fff; }
  #sheet { display: inline-block; padding: 24px; }
  h1 { font-size: 16px; margin: 0 0 12px; }
  .tab { display: inline-block; padding: 4px 12px; border: 1px solid #d1d5db; border-bottom: none;
    border-radius: 6px 6px 0 0; background: #f9fafb; font-size: 12px; }
  table { border-collapse: collapse; }
  td { border: 1px solid #d1d5db; padding: 4px 8px; white-space: nowrap; }
  tr:first-child td { background: #0f766e; color: #fff; font-weight: 600; text-align: center; }
  tr:last-child td { font-weight: 600; background: #f3f4f6; }
  td[t="n"] { text-align: right; font-variant-numeric: tabular-nums; }
</style></head>
<body><div id="sheet"><h1>${caption}</h1><div class="tab">${workbook.sheetName}</div>${workbook.html}</div></body></html>`);
  const dir = join(import.meta.dirname, '..', 'artifacts', 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.locator('#sheet').screenshot({ path: join(dir, `${name}.png`) });
}
