import type {
  CsvDialect,
  SheetCell,
  SheetColumn,
  SheetColumnFormat,
  SheetHead,
  SheetWriter,
  Spreadsheet,
  WorkbookToWrite,
} from '@coach/core';
import { escapeFormula } from '@coach/core/excel/domain/formula-escape';
import type XLSX from 'sheetjs-style';
import { withFrozenHeader } from './frozen-header.ts';
import { type ReadingLimits, readInIsolation, readingLimits } from './isolated-reading.ts';
import { sheetjs } from './sheetjs.ts';
import { startStreamedSheet } from './streamed-sheet.ts';
import { defaultZipBudget, type ZipBudget } from './zip-budget.ts';

const millisecondsPerDay = 86_400_000;
/** Day 0 of Excel's 1900 date system is 1899-12-30 (its serial 25569 is 1970-01-01). */
const unixEpochSerial = 25_569;
const numberFormats: Readonly<Record<SheetColumnFormat, string | undefined>> = {
  text: undefined,
  integer: '0',
  hours: '0.0',
  amount: '0.00',
  date: 'yyyy-mm-dd',
  dateTime: 'yyyy-mm-dd hh:mm',
};

/** The header row: bold white on the brand's teal, centred, with a line under it. */
const headerStyle = {
  font: { bold: true, color: { rgb: 'FFFFFFFF' } },
  fill: { patternType: 'solid', fgColor: { rgb: 'FF0F766E' } },
  alignment: { vertical: 'center', horizontal: 'center', wrapText: true },
  border: { bottom: { style: 'medium', color: { rgb: 'FF134E4A' } } },
};

type WorkSheet = XLSX.WorkSheet;
type CellObject = XLSX.CellObject;

function serialOf(wallClock: Date): number {
  return wallClock.getTime() / millisecondsPerDay + unixEpochSerial;
}

function cellOf(value: SheetCell, format: SheetColumnFormat): CellObject | null {
  if (value === null) return null;
  if (typeof value === 'string') return { t: 's', v: value };
  if (typeof value === 'boolean') return { t: 'b', v: value };
  // A date is shown as a date whatever its column says.
  const numberFormat =
    typeof value === 'number' ? numberFormats[format] : (numberFormats[format] ?? 'yyyy-mm-dd hh:mm');
  const number = typeof value === 'number' ? value : serialOf(value.value);
  return numberFormat
    ? { t: 'n', v: number, z: numberFormat, s: { numFmt: numberFormat } }
    : { t: 'n', v: number };
}

function sheetOf({ columns, rows: filtered, totals }: WorkbookToWrite): WorkSheet {
  const rows = totals ? [...filtered, totals] : filtered;
  const { utils } = sheetjs();
  const sheet: WorkSheet = {};
  columns.forEach((column, c) => {
    sheet[utils.encode_cell({ r: 0, c })] = { t: 's', v: column.header, s: headerStyle };
  });
  rows.forEach((row, index) => {
    columns.forEach((column: SheetColumn, c) => {
      const cell = cellOf(row[c] ?? null, column.format);
      if (cell) sheet[utils.encode_cell({ r: index + 1, c })] = cell;
    });
  });
  const lastColumn = Math.max(columns.length - 1, 0);
  sheet['!ref'] = utils.encode_range({ s: { r: 0, c: 0 }, e: { r: rows.length, c: lastColumn } });
  sheet['!cols'] = columns.map((column) => ({ wch: column.width }));
  // The header and the rows, not the totals below them.
  sheet['!autofilter'] = {
    ref: utils.encode_range({ s: { r: 0, c: 0 }, e: { r: filtered.length, c: lastColumn } }),
  };
  return sheet;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A wall-clock date as a CSV field: the ISO day, with the time when the column has one. */
function csvDateOf(date: Date, format: SheetColumnFormat): string {
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  return format === 'date' ? day : `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

/** Decimals a column's numbers are written with in a CSV, as the workbook shows them. */
const csvDecimals: Partial<Record<SheetColumnFormat, number>> = { hours: 1, amount: 2 };

/**
 * A cell as CSV text. Numbers are written with the dialect's decimal mark (hours with their one
 * decimal, amounts with two, as the workbook shows them). CSV has no cell types, so a text that
 * starts like a formula is neutralised here, and only such a text (`escapeFormula`, OWASP's advice;
 * ADR 0042, addendum); the workbook needs no mark, its texts being text cells.
 */
function csvTextOf(value: SheetCell, format: SheetColumnFormat, dialect: CsvDialect): string {
  if (value === null) return '';
  if (typeof value === 'string') return escapeFormula(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') {
    const decimals = csvDecimals[format];
    return (decimals === undefined ? String(value) : value.toFixed(decimals)).replace(
      '.',
      dialect.decimalMark,
    );
  }
  return csvDateOf(value.value, format);
}

/** RFC 4180: a field with the separator, a quote or a line break goes in quotes, its quotes doubled. */
function csvField(text: string, dialect: CsvDialect): string {
  const quoted = /["\r\n]/.test(text) || text.includes(dialect.separator);
  return quoted ? `"${text.replaceAll('"', '""')}"` : text;
}

const englishCsv: CsvDialect = { separator: ',', decimalMark: '.' };

/** The byte-order mark that tells spreadsheet programs the file is UTF-8 (Turkish letters). */
const utf8Bom = '\uFEFF';

const csvHeaderOf = (columns: readonly SheetColumn[], dialect: CsvDialect) =>
  columns.map((column) => csvField(escapeFormula(column.header), dialect)).join(dialect.separator);

const csvLineOf = (row: readonly SheetCell[], columns: readonly SheetColumn[], dialect: CsvDialect) =>
  columns
    .map((column, c) => csvField(csvTextOf(row[c] ?? null, column.format, dialect), dialect))
    .join(dialect.separator);

function csvOf({ columns, rows, totals }: WorkbookToWrite, dialect: CsvDialect): string {
  const all = totals ? [...rows, totals] : rows;
  const lines = [csvHeaderOf(columns, dialect), ...all.map((row) => csvLineOf(row, columns, dialect))];
  return `${utf8Bom}${lines.join('\r\n')}\r\n`;
}

/**
 * A CSV written as its rows arrive (an export as .csv, ADR 0042): each batch is encoded at once and
 * answered, the header (with the byte-order mark) before the first batch's rows, so memory holds
 * one batch's text, not the file.
 */
function startCsv(sheet: SheetHead, dialect: CsvDialect): SheetWriter {
  const encoder = new TextEncoder();
  let head = `${utf8Bom}${csvHeaderOf(sheet.columns, dialect)}\r\n`;
  let finished = false;
  const part = (text: string) => {
    const bytes = encoder.encode(`${head}${text}`);
    head = '';
    return bytes;
  };
  return {
    async append(rows) {
      if (finished) throw new Error('The CSV is finished: it takes no more rows');
      return part(rows.map((row) => `${csvLineOf(row, sheet.columns, dialect)}\r\n`).join(''));
    },
    async finish() {
      finished = true;
      return part('');
    },
  };
}

/** The sheets in one workbook, in their order, each with its header frozen. */
function bookOf(sheets: readonly WorkbookToWrite[]): Uint8Array<ArrayBuffer> {
  const xlsx = sheetjs();
  const book = xlsx.utils.book_new();
  for (const sheet of sheets) xlsx.utils.book_append_sheet(book, sheetOf(sheet), sheet.sheetName);
  const written = xlsx.write(book, { type: 'buffer', bookType: 'xlsx', bookSST: true }) as Uint8Array;
  return withFrozenHeader(written);
}

/**
 * Workbooks through sheetjs-style (SheetJS with cell styles). Formulas are never written or
 * evaluated: text is written as text, and reading takes each cell's stored value only. Uploaded
 * workbooks are read in a process of their own, within `readingLimits` (isolated-reading.ts).
 */
export function createSheetJsSpreadsheet(
  options: { readonly zipBudget?: ZipBudget; readonly readingLimits?: ReadingLimits } = {},
): Spreadsheet {
  const zipBudget = options.zipBudget ?? defaultZipBudget;
  const limits = options.readingLimits ?? readingLimits;
  return {
    read: (bytes, { maxRows }) => readInIsolation({ bytes, maxRows, zipBudget }, limits),

    write: (workbook) => bookOf([workbook]),
    startSheet: (sheet) => startStreamedSheet(sheet, (workbook) => bookOf([workbook])),
    startCsv,
    writeBook: bookOf,

    writeCsv(workbook, dialect = englishCsv) {
      return new TextEncoder().encode(csvOf(workbook, dialect));
    },
  };
}
