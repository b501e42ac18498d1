import type { Language } from '../../contracts/language.ts';
import type { SheetCell } from '../../ports/spreadsheet.ts';
import {
  type AccountColumn,
  type AccountColumnField,
  accountColumns,
  columnOfHeader,
} from './account-columns.ts';
import type { RowCells } from './account-row.ts';

/** Where each known column is in a file, and the header it has there. */
export interface ColumnLayout {
  readonly positions: ReadonlyMap<AccountColumnField, { readonly index: number; readonly header: string }>;
}

export type LayoutReading =
  | { readonly ok: true; readonly layout: ColumnLayout }
  | {
      readonly ok: false;
      readonly reason: 'missingColumns' | 'duplicateColumns';
      readonly columns: string[];
    };

/**
 * Finds the columns of a file by their headers, in any order and either language. Unknown
 * columns (an administrator's own notes) are left alone; a required column missing, or a known
 * one given twice (which would be read?), makes the file unusable.
 */
export function readColumnLayout(header: readonly string[], language: Language): LayoutReading {
  const positions = new Map<AccountColumnField, { index: number; header: string }>();
  const duplicated = new Set<AccountColumn>();
  header.forEach((text, index) => {
    const column = text === '' ? null : columnOfHeader(text);
    if (!column) return;
    if (positions.has(column.field)) duplicated.add(column);
    else positions.set(column.field, { index, header: text });
  });
  if (duplicated.size > 0) {
    return { ok: false, reason: 'duplicateColumns', columns: [...duplicated].map((c) => c.header[language]) };
  }
  const missing = accountColumns.filter(
    (column) => column.use === 'required' && !positions.has(column.field),
  );
  if (missing.length > 0) {
    return { ok: false, reason: 'missingColumns', columns: missing.map((column) => column.header[language]) };
  }
  return { ok: true, layout: { positions } };
}

/** A row's cells by field. */
export function cellsByField(layout: ColumnLayout, cells: readonly SheetCell[]): RowCells {
  const byField: RowCells = {};
  for (const [field, { index }] of layout.positions) byField[field] = cells[index] ?? null;
  return byField;
}

/** The header to name a column by in a message: as the file writes it, else in `language`. */
export function headerOf(layout: ColumnLayout, field: AccountColumnField | '', language: Language): string {
  if (field === '') return '';
  const position = layout.positions.get(field);
  if (position) return position.header;
  return accountColumns.find((column) => column.field === field)?.header[language] ?? field;
}
