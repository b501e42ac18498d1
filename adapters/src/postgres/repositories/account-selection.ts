import type { AccountRoleType, AccountStatus, BulkSelection, BulkTargetFacts } from '@coach/core';
import { and, asc, count, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { searchWords } from '../../text/turkish-text.ts';
import type { AppDatabase } from '../database.ts';
import { accounts, erasedAccountCondition } from '../schema/accounts.ts';
import { likePattern } from './like-pattern.ts';

/**
 * The accounts a bulk action's selection names (ADR 0052): the ids picked, or what the accounts
 * list's filter finds, with the list's own conditions (account-search.ts): each word in the folded
 * `search_text` (its trigram index), the role, the status and the lock.
 */
function selectionCondition(selection: BulkSelection): SQL | undefined {
  if ('accountIds' in selection) return inArray(accounts.id, [...selection.accountIds]);
  const { filter } = selection;
  return and(
    ...searchWords(filter.search).map((word) => sql`${accounts.searchText} like ${likePattern(word)}`),
    filter.role ? eq(accounts.accountRoleType, filter.role) : undefined,
    filter.status ? eq(accounts.status, filter.status) : undefined,
    filter.locked === undefined ? undefined : eq(accounts.isLocked, filter.locked),
  );
}

/**
 * Whether an account is anonymised: its id among the few erased accounts, read from their partial
 * index (`accounts_erased_idx`) once and hashed. Testing each counted account's address instead
 * read every counted account's wide row, where the filter itself is answered from an index alone.
 */
const erased = sql<boolean>`${accounts.id} in (select erased.id from ${accounts} as erased
  where ${erasedAccountCondition({ email: sql`erased.email`, id: sql`erased.id` })})`;

/** `AccountReads.countSelectionGroups`: one grouped read, a few rows whatever the selection's size. */
export async function countSelectionGroups(
  db: AppDatabase,
  selection: BulkSelection,
  ownId: string | null,
): Promise<(BulkTargetFacts & { count: number })[]> {
  const own = ownId === null ? sql<boolean>`false` : sql<boolean>`${accounts.id} = ${ownId}`;
  const rows = await db
    .select({
      status: accounts.status,
      accountRoleType: accounts.accountRoleType,
      erased: erased.as('erased'),
      own: own.as('own'),
      count: count(),
    })
    .from(accounts)
    .where(selectionCondition(selection))
    .groupBy(sql`1, 2, 3, 4`);
  // The role and status columns are narrowed by CHECK constraints, so these casts only restate them.
  return rows.map((row) => ({
    status: row.status as AccountStatus,
    accountRoleType: row.accountRoleType as AccountRoleType,
    erased: Boolean(row.erased),
    own: Boolean(row.own),
    count: row.count,
  }));
}

/** `AccountReads.selectionIdsAfter`: a range of the primary key after the cursor, filtered; never OFFSET. */
export async function selectionIdsAfter(
  db: AppDatabase,
  selection: BulkSelection,
  afterId: string | null,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(selectionCondition(selection), afterId === null ? undefined : gt(accounts.id, afterId)))
    .orderBy(asc(accounts.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
