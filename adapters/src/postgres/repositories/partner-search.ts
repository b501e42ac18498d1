import { or, type SQL, sql } from 'drizzle-orm';
import { accounts } from '../schema/accounts.ts';
import { likePattern } from './like-pattern.ts';
import { foldedForSearch } from './turkish-text.ts';

/**
 * One search word (folded by `searchWords`) appears in the account's name, surname or e-mail. The
 * trigram index on `accounts.search_text` (name, surname, e-mail and phone, folded) finds the
 * candidates; the three fields themselves are then checked on those few rows only, so that a
 * phone number still finds nobody here (the lists of projects and requests never searched it).
 */
export function accountMatches(word: string): SQL {
  const pattern = likePattern(word);
  return sql`(${accounts.searchText} like ${pattern} and ${or(
    ...[accounts.name, accounts.surname, accounts.email].map(
      (column) => sql`${foldedForSearch(column)} like ${pattern}`,
    ),
  )})`;
}
