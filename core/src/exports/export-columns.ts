import type { Language } from '../contracts/language.ts';
import type { SheetCell, SheetColumn, SheetColumnFormat } from '../ports/spreadsheet.ts';
import type { ExportSource } from './keyset-export.ts';

/** Words of a file in both of the administrators' languages. */
export type Bilingual = Readonly<Record<Language, string>>;

/**
 * One column of a list's export: its header in both languages, its width and format, and the cell
 * an item gives in a language. Texts are written as they are: an .xlsx types them as text (never
 * read as a formula), a .csv neutralises the few that start like one (ADR 0042, addendum).
 */
export interface ExportColumn<Item> {
  readonly header: Bilingual;
  readonly width: number;
  readonly format: SheetColumnFormat;
  readonly cell: (item: Item, language: Language) => SheetCell;
}

/** The sheet's columns with their headers in `language`. */
export const sheetColumnsOf = <Item>(
  columns: readonly ExportColumn<Item>[],
  language: Language,
): SheetColumn[] =>
  columns.map((column) => ({ header: column.header[language], width: column.width, format: column.format }));

/** An item as a row of the sheet, a cell per column. */
export const sheetRowOf = <Item>(
  columns: readonly ExportColumn<Item>[],
  item: Item,
  language: Language,
): SheetCell[] => columns.map((column) => column.cell(item, language));

/** A list's reads an export walks: how many its filter finds, and the next batch after an item. */
export interface MatchingReads<Item, Match> {
  countMatching(match: Match): Promise<number>;
  listMatchingAfter(match: Match, after: Item | null, limit: number): Promise<readonly Item[]>;
}

/**
 * The export of a list whose repository reads it by a filter in keyset batches (the orders, the
 * projects, the ledger, the audit log): its sheet named in the file's language, its columns, and
 * the items `match` finds in the list's own order (ADR 0042).
 */
export function listExportSource<Item, Match>(
  sheetName: Bilingual,
  columns: readonly ExportColumn<Item>[],
  reads: MatchingReads<Item, Match>,
  language: Language,
  match: Match,
): ExportSource<Item> {
  return {
    sheetName: sheetName[language],
    columns: sheetColumnsOf(columns, language),
    count: () => reads.countMatching(match),
    batchAfter: (last, limit) => reads.listMatchingAfter(match, last, limit),
    rowOf: (item) => sheetRowOf(columns, item, language),
  };
}

/** A file's name without its extension, in its language: `projeler-2026-03-02`, `projects-2026-03-02`. */
export const exportBaseName = (name: Bilingual, language: Language, date: string) =>
  `${name[language]}-${date}`;
