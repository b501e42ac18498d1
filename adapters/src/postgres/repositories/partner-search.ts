import { and, type SQL, sql } from 'drizzle-orm';
import { accountPartnerSearch } from '../schema/accounts.ts';
import { likePattern } from './like-pattern.ts';

/**
 * The ids of the accounts in whose name, surname or e-mail every word appears (words folded by
 * `searchWords`; all of them must name the same partner): found by the trigram index of the narrow
 * copy `account_partner_search` and rechecked on its rows alone, never on the accounts table. A
 * search word has no spaces, so it matches the copy's "name surname e-mail" exactly when it
 * matches one of the three; a phone number finds nobody (the lists of projects and requests never
 * searched it).
 */
export function partnersMatching(words: readonly string[]): SQL {
  return sql`select ${accountPartnerSearch.id} from ${accountPartnerSearch} where ${and(
    ...words.map((word) => sql`${accountPartnerSearch.searchText} like ${likePattern(word)}`),
  )}`;
}
