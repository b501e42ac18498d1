import type { SheetCell, SheetReading, SheetRow } from '@coach/core';
// The package's reading build (sheetjs-mini.d.ts): the reading process loads it for every file.
import XLSX from 'sheetjs-style/xlsx.mini.js';
import { unpacksWithin, type ZipBudget } from './zip-budget.ts';

// Runs in the reading process (reading-process.ts), never in the server's: sheetjs-style 0.15.8
// reads crafted files with prototype pollution (CVE-2023-30533) and regular expressions that
// backtrack for minutes (CVE-2024-22363). Only type imports from core: that process loads this
// file with Node's own type stripping and may read nothing but this folder and the library.

const millisecondsPerDay = 86_400_000;
/** Day 0 of Excel's 1900 date system is 1899-12-30 (its serial 25569 is 1970-01-01). */
const unixEpochSerial = 25_569;
/** The 1904 date system (old Mac workbooks) counts from 1904-01-01: 1462 days later. */
const date1904Offset = 1_462;

/** Columns past this are never read: a header that wide is no account list. */
export const maxColumns = 100;

type CellObject = XLSX.CellObject;

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

function readFirstSheet(bytes: Uint8Array, maxRows: number): SheetReading {
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

/**
 * The first sheet of an uploaded workbook. A zip that would unpack past `zipBudget` is refused
 * before the library sees it; anything the library throws on (damaged or encrypted workbooks,
 * other kinds of zip) is `unreadable`.
 */
export function readSheet(bytes: Uint8Array, maxRows: number, zipBudget: ZipBudget): SheetReading {
  if (!unpacksWithin(bytes, zipBudget)) return { kind: 'unreadable' };
  try {
    return readFirstSheet(bytes, maxRows);
  } catch {
    return { kind: 'unreadable' };
  }
}
