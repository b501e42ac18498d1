import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alphabetRanks, turkishAlphabet } from '../../text/turkish-text.ts';

/**
 * Turkish-aware text in SQL, the same on every database whatever its locale (PGlite and most
 * servers have no Turkish collation). The JavaScript twins are in `text/turkish-text.ts`.
 */

/** Lower case where I, İ and ı all become i, compared with a search word folded the same way. */
export function foldedForSearch(column: SQLWrapper): SQL<string> {
  return sql<string>`lower(translate(${column}, 'İIı', 'iii'))`;
}

/**
 * A key whose byte order ("C" collation) is Turkish alphabetical order: each letter of the Turkish
 * alphabet becomes an ASCII character of its rank, after Turkish lower-casing (I → ı, İ → i).
 */
export function turkishSortKey(column: SQLWrapper): SQL<string> {
  return sql<string>`translate(lower(translate(${column}, 'Iİ', 'ıi')), ${turkishAlphabet}, ${alphabetRanks}) collate "C"`;
}
