import type {
  CsvDialect,
  SheetCell,
  SheetColumn,
  SheetColumnFormat,
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

function sheetOf({ columns, rows }: WorkbookToWrite): WorkSheet {
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
  sheet['!autofilter'] = {
    ref: utils.encode_range({ s: { r: 0, c: 0 }, e: { r: rows.length, c: lastColumn } }),
  };
  return sheet;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A wall-clock date as a CSV field: the ISO day, with the time when the column has one. */
function csvDateOf(date: Date, format: SheetColumnFormat): string {
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  return format === 'date' ? day : `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

/**
 * A cell as CSV text. Numbers are written with the dialect's decimal mark (hours with their one
 * decimal, as the workbook shows them). CSV has no cell types, so every text is escaped here too:
 * `escapeFormula` leaves a text the use case already escaped as it is.
 */
function csvTextOf(value: SheetCell, format: SheetColumnFormat, dialect: CsvDialect): string {
  if (value === null) return '';
  if (typeof value === 'string') return escapeFormula(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') {
    return (format === 'hours' ? value.toFixed(1) : String(value)).replace('.', dialect.decimalMark);
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

function csvOf({ columns, rows }: WorkbookToWrite, dialect: CsvDialect): string {
  const lines = [
    columns.map((column) => csvField(escapeFormula(column.header), dialect)),
    ...rows.map((row) =>
      columns.map((column, c) => csvField(csvTextOf(row[c] ?? null, column.format, dialect), dialect)),
    ),
  ];
  return `${utf8Bom}${lines.map((fields) => fields.join(dialect.separator)).join('\r\n')}\r\n`;
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
    writeBook: bookOf,

    writeCsv(workbook, dialect = englishCsv) {
      return new TextEncoder().encode(csvOf(workbook, dialect));
    },
  };
}
