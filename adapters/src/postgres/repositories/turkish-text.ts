import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alphabetRanks, searchFoldFrom, searchFoldTo, turkishAlphabet } from '../../text/turkish-text.ts';

/**
 * Turkish-aware text in SQL, the same on every database whatever its locale (PGlite and most
 * servers have no Turkish collation). The JavaScript twins are in `text/turkish-text.ts`.
 */

/**
 * The text as `foldForSearch` folds it: Turkish letters to plain ones (ş → s, İ → i, …), then lower
 * case, compared with a search word folded the same way. The letters are inlined as literals, not
 * bound, so that an expression index or a generated column on the same expression matches it.
 */
export function foldedForSearch(column: SQLWrapper): SQL<string> {
  return sql<string>`lower(translate(${column}, ${sql.raw(`'${searchFoldFrom}'`)}, ${sql.raw(`'${searchFoldTo}'`)}))`;
}

/**
 * A key whose byte order ("C" collation) is Turkish alphabetical order: each letter of the Turkish
 * alphabet becomes an ASCII character of its rank, after Turkish lower-casing (I → ı, İ → i). The
 * letters are literals, not bound values, for the same reason as above: the lists' indexes are on
 * this very expression (schema/accounts.ts), and a bound value would not match them in a generic
 * plan. Neither string holds a quote, so inlining them is safe.
 */
export function turkishSortKey(column: SQLWrapper): SQL<string> {
  return sql<string>`${turkishSortText(column)} collate "C"`;
}

/**
 * The key's text without its collation: what a stored generated column holds (its collation is
 * the column's; a query compares it `collate "C"`, as the index on it does).
 */
export function turkishSortText(column: SQLWrapper): SQL<string> {
  return sql<string>`translate(lower(translate(${column}, 'Iİ', 'ıi')), ${sql.raw(`'${turkishAlphabet}'`)}, ${sql.raw(`'${alphabetRanks}'`)})`;
}
