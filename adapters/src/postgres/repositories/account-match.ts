import type { AccountMatch } from '@coach/core';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { searchWords } from '../../text/turkish-text.ts';
import { accounts } from '../schema/accounts.ts';
import { likePattern } from './like-pattern.ts';

/**
 * What the accounts list's search and filters find, with the list's own conditions
 * (account-search.ts): each word in the folded `search_text` (its trigram index), the role, the
 * status and the administrator's lock.
 */
export function accountMatchCondition(match: AccountMatch): SQL | undefined {
  return and(
    ...searchWords(match.search).map((word) => sql`${accounts.searchText} like ${likePattern(word)}`),
    match.role ? eq(accounts.accountRoleType, match.role) : undefined,
    match.status ? eq(accounts.status, match.status) : undefined,
    match.locked === undefined ? undefined : eq(accounts.isLocked, match.locked),
  );
}
