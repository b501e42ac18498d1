import type {
  CsvDialect,
  SheetCell,
  SheetColumn,
  SheetColumnFormat,
  SheetReading,
  SheetRow,
  Spreadsheet,
  WorkbookToWrite,
} from '@coach/core';
import { escapeFormula } from '@coach/core';
import XLSX from 'sheetjs-style';
import { withFrozenHeader } from './frozen-header.ts';
import { unpacksWithin, type ZipBudget } from './zip-budget.ts';

const millisecondsPerDay = 86_400_000;
/** Day 0 of Excel's 1900 date system is 1899-12-30 (its serial 25569 is 1970-01-01). */
const unixEpochSerial = 25_569;
/** The 1904 date system (old Mac workbooks) counts from 1904-01-01: 1462 days later. */
const date1904Offset = 1_462;

/** Columns past this are never read: a header that wide is no account list. */
const maxColumns = 100;

/**
 * A workbook of an import unpacks to a few megabytes; anything past these is refused unread.
 * 5,000 rows of 20 columns are about 6 MB of sheet XML.
 */
const defaultZipBudget: ZipBudget = { maxEntries: 200, maxUnpackedBytes: 64 * 1024 * 1024 };

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
  const sheet: WorkSheet = {};
  columns.forEach((column, c) => {
    sheet[XLSX.utils.encode_cell({ r: 0, c })] = { t: 's', v: column.header, s: headerStyle };
  });
  rows.forEach((row, index) => {
    columns.forEach((column: SheetColumn, c) => {
      const cell = cellOf(row[c] ?? null, column.format);
      if (cell) sheet[XLSX.utils.encode_cell({ r: index + 1, c })] = cell;
    });
  });
  const lastColumn = Math.max(columns.length - 1, 0);
  sheet['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: rows.length, c: lastColumn } });
  sheet['!cols'] = columns.map((column) => ({ wch: column.width }));
  sheet['!autofilter'] = {
    ref: XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: rows.length, c: lastColumn } }),
  };
  return sheet;
}

/** A cell as the use cases see it: numbers in date formats become wall-clock dates. */
function sheetCellOf(cell: CellObject | undefined, date1904: boolean): SheetCell {
  if (!cell || cell.v === undefined || cell.v === null) return null;
  switch (cell.t) {
    case 's':
      return String(cell.v);
    case 'b':
      return Boolean(cell.v);
    case 'n': {
      const number = Number(cell.v);
      if (cell.z && XLSX.SSF.is_date(String(cell.z))) {
        const serial = number + (date1904 ? date1904Offset : 0);
        return { kind: 'date', value: new Date(Math.round((serial - unixEpochSerial) * millisecondsPerDay)) };
      }
      return number;
    }
    case 'd':
      return cell.v instanceof Date ? { kind: 'date', value: cell.v } : null;
    // An error value (#N/A, #REF!): its text, which no column accepts, so the row reports it.
    case 'e':
      return cell.w ?? '#ERROR';
    default:
      return null;
  }
}

function isBlank(cell: SheetCell): boolean {
  return cell === null || (typeof cell === 'string' && cell.trim() === '');
}

function readSheet(bytes: Uint8Array, maxRows: number): SheetReading {
  // The header, the allowed rows, and one more to notice a sheet that is too long.
  const workbook = XLSX.read(bytes, {
    type: 'buffer',
    sheetRows: maxRows + 2,
    cellNF: true,
    cellDates: false,
    cellFormula: false,
    cellHTML: false,
    cellStyles: false,
    bookVBA: false,
  });
  const sheetName = workbook.SheetNames[0];
  const sheet = sheetName === undefined ? undefined : workbook.Sheets[sheetName];
  if (!sheet) return { kind: 'unreadable' };
  if (!sheet['!ref']) return { kind: 'sheet', header: [], rows: [] };
  const date1904 = Boolean(workbook.Workbook?.WBProps?.date1904);
  const range = XLSX.utils.decode_range(sheet['!ref']);
  const lastColumn = Math.min(range.e.c, range.s.c + maxColumns - 1);
  const rowOf = (r: number) => {
    const cells: SheetCell[] = [];
    for (let c = range.s.c; c <= lastColumn; c++) {
      cells.push(sheetCellOf(sheet[XLSX.utils.encode_cell({ r, c })] as CellObject | undefined, date1904));
    }
    return cells;
  };

  const header = rowOf(range.s.r).map((cell) =>
    cell === null ? '' : typeof cell === 'object' ? cell.value.toISOString() : String(cell).trim(),
  );
  const rows: SheetRow[] = [];
  for (let r = range.s.r + 1; r <= range.e.r; r++) {
    const cells = rowOf(r);
    if (cells.every(isBlank)) continue;
    rows.push({ rowNumber: r + 1, cells });
  }
  // Rows past the limit, read (the one extra) or only declared by the sheet's dimension.
  const firstRowOver = range.s.r + maxRows + 2;
  const declared = sheet['!fullref'] ? XLSX.utils.decode_range(sheet['!fullref']).e.r + 1 : 0;
  if (rows.some((row) => row.rowNumber >= firstRowOver) || declared >= firstRowOver) {
    return { kind: 'tooManyRows', firstRowOver };
  }
  return { kind: 'sheet', header, rows };
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

/**
 * Workbooks through sheetjs-style (SheetJS with cell styles). Formulas are never written or
 * evaluated: text is written as text, and reading takes each cell's stored value only.
 */
export function createSheetJsSpreadsheet(options: { readonly zipBudget?: ZipBudget } = {}): Spreadsheet {
  const zipBudget = options.zipBudget ?? defaultZipBudget;
  return {
    read(bytes, { maxRows }) {
      if (!unpacksWithin(bytes, zipBudget)) return { kind: 'unreadable' };
      try {
        return readSheet(bytes, maxRows);
      } catch {
        // The library throws on damaged and encrypted workbooks and on other kinds of zip.
        return { kind: 'unreadable' };
      }
    },

    write(workbook) {
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, sheetOf(workbook), workbook.sheetName);
      const written = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', bookSST: true }) as Uint8Array;
      return withFrozenHeader(written);
    },

    writeCsv(workbook, dialect = englishCsv) {
      return new TextEncoder().encode(csvOf(workbook, dialect));
    },
  };
}
