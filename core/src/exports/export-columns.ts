import type { Language } from '../contracts/language.ts';
import type { SheetCell, SheetColumn, SheetColumnFormat } from '../ports/spreadsheet.ts';

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
