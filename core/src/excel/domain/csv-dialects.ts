import type { Language } from '../../contracts/language.ts';
import type { CsvDialect } from '../../ports/spreadsheet.ts';

/**
 * A CSV is read with the list separator and decimal mark of the reader's spreadsheet program: a
 * Turkish Excel splits on `;` and reads 1,5 as a number. The file's language stands for the locale.
 */
export const csvDialects: Readonly<Record<Language, CsvDialect>> = {
  tr: { separator: ';', decimalMark: ',' },
  en: { separator: ',', decimalMark: '.' },
};
