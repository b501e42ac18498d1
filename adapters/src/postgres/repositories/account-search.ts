import type { AccountSearch, AccountSortKey } from '@coach/core';
import { and, asc, count, eq, or, type SQL, sql } from 'drizzle-orm';
import { searchWords } from '../../text/turkish-text.ts';
import type { AppDatabase } from '../database.ts';
import { accounts } from '../schema/accounts.ts';
import { toAccount } from './account-repository.ts';
import { likePattern } from './like-pattern.ts';
import { foldedForSearch, turkishSortKey } from './turkish-text.ts';

/**
 * What each sort key orders by. Text compares in the "C" collation (byte order) so that every
 * database, whatever its locale, orders as the memory repository does; names use the Turkish key.
 */
const sortExpressions: Record<AccountSortKey, SQL> = {
  name: turkishSortKey(accounts.name),
  surname: turkishSortKey(accounts.surname),
  email: sql`${accounts.email} collate "C"`,
  createdAt: sql`${accounts.createdAt}`,
  lastLoginAt: sql`${accounts.lastLoginAt}`,
  score: sql`${accounts.score}`,
  role: sql`${accounts.accountRoleType} collate "C"`,
  status: sql`${accounts.status} collate "C"`,
};

/** Every word must appear in the name, surname, e-mail or phone. */
function wordMatches(word: string): SQL | undefined {
  const pattern = likePattern(word);
  return or(
    ...[accounts.name, accounts.surname, accounts.email, sql`coalesce(${accounts.phone}, '')`].map(
      (column) => sql`${foldedForSearch(column)} like ${pattern}`,
    ),
  );
}

/** `AccountReads.search` on PostgreSQL. */
export async function searchAccounts(db: AppDatabase, query: AccountSearch) {
  const where = and(
    ...searchWords(query.search).map(wordMatches),
    query.role ? eq(accounts.accountRoleType, query.role) : undefined,
    query.status ? eq(accounts.status, query.status) : undefined,
  );
  const direction = query.sort.descending ? sql`desc` : sql`asc`;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(accounts)
      .where(where)
      .orderBy(
        // Nulls (never signed in) last, in either direction.
        sql`${sortExpressions[query.sort.key]} ${direction} nulls last`,
        asc(sortExpressions.name),
        asc(sortExpressions.surname),
        asc(accounts.id),
      )
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(accounts).where(where),
  ]);
  return { items: rows.map(toAccount), total: total?.value ?? 0 };
}
