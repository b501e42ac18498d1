import type { SheetCell } from '@coach/core';
import { createSheetJsSpreadsheet } from './sheetjs-spreadsheet.ts';

/** Test data: a real .xlsx as an administrator would upload it, written by the production adapter. */
export function workbookOf(header: readonly string[], rows: readonly (readonly SheetCell[])[]): Uint8Array {
  return createSheetJsSpreadsheet().write({
    sheetName: 'Hesaplar',
    columns: header.map((text) => ({ header: text, width: 12, format: 'text' as const })),
    rows,
  });
}

/** Valid T.C. identity numbers (their check digits hold), for rows that need one. */
export const validIdentityNumbers = ['10000000146', '12345678950', '11111111110'] as const;
