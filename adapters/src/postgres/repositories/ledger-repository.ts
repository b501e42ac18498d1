import type { LedgerEntry, LedgerMatch, LedgerReason, LedgerRepository } from '@coach/core';
import { fullNameOf } from '@coach/core/accounts/domain/account';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../database.ts';
import { accounts } from '../schema/accounts.ts';
import { ledgerEntries } from '../schema/ledger.ts';
import { arrayParam, rowsOf } from './sql-arrays.ts';

function toEntry(row: typeof ledgerEntries.$inferSelect): LedgerEntry {
  // The reason column is narrowed by its CHECK constraint.
  return { ...row, reason: row.reason as LedgerReason };
}

/** One member's entries (`ledger_entries_account_idx`), or every entry. */
const matchCondition = (match: LedgerMatch) =>
  match.accountId ? eq(ledgerEntries.accountId, match.accountId) : undefined;

const actors = alias(accounts, 'actor');

export function ledgerRepository(db: AppDatabase): LedgerRepository {
  return {
    async listMatchingAfter(match, after, limit) {
      // Newest first from the last entry read: a member's few entries by their index, the whole
      // ledger along `ledger_entries_created_idx` (its time first), never OFFSET (ADR 0042).
      const newestFirst = [desc(ledgerEntries.createdAt), desc(ledgerEntries.id)];
      const rows = await db
        .select({
          entry: ledgerEntries,
          member: { name: accounts.name, surname: accounts.surname, email: accounts.email },
          actor: { name: actors.name, surname: actors.surname },
        })
        .from(ledgerEntries)
        .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
        .leftJoin(actors, eq(actors.id, ledgerEntries.actorAccountId))
        .where(
          and(
            matchCondition(match),
            after
              ? sql`(${ledgerEntries.createdAt}, ${ledgerEntries.id}) < (${sql.param(after.createdAt, ledgerEntries.createdAt)}, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(...newestFirst)
        .limit(limit);
      return rows.map((row) => ({
        ...toEntry(row.entry),
        member: row.member,
        actorName: row.actor ? fullNameOf(row.actor) : null,
      }));
    },

    async countMatching(match) {
      const [row] = await db.select({ value: count() }).from(ledgerEntries).where(matchCondition(match));
      return row?.value ?? 0;
    },

    append(entry) {
      // A nested transaction (a savepoint inside a unit of work) keeps entry and cached score together.
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(ledgerEntries).values(entry).returning();
        if (!row) throw new Error('Insert into ledger_entries returned no row');
        await tx
          .update(accounts)
          .set({ score: sql`${accounts.score} + ${entry.delta}` })
          .where(eq(accounts.id, entry.accountId));
        return toEntry(row);
      });
    },

    async appendMany(entries) {
      if (entries.length === 0) return;
      const deltas = new Map<string, number>();
      for (const entry of entries)
        deltas.set(entry.accountId, (deltas.get(entry.accountId) ?? 0) + entry.delta);
      // A nested transaction keeps the entries and the cached scores together, as `append` does.
      await db.transaction(async (tx) => {
        for (let start = 0; start < entries.length; start += 1000) {
          await tx.insert(ledgerEntries).values(entries.slice(start, start + 1000));
        }
        await tx.execute(sql`
          update accounts set score = accounts.score + delta.amount
          from unnest(${arrayParam([...deltas.keys()], 'uuid')}, ${sql.param([...deltas.values()])}::int[])
            as delta(account_id, amount)
          where accounts.id = delta.account_id`);
      });
    },

    async listForAccount(accountId) {
      const rows = await db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.accountId, accountId))
        .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
      return rows.map(toEntry);
    },

    async findBalanceMismatches() {
      // The entries summed once per account (one pass over the ledger), then compared with the cache.
      const result = await db.execute(sql`
        select account.id as "accountId", account.score, coalesce(entries.total, 0)::int as sum
        from accounts as account
          left join (
            select account_id, sum(delta) as total from ledger_entries group by account_id
          ) as entries on entries.account_id = account.id
        where account.score <> coalesce(entries.total, 0)
        order by account.id`);
      return rowsOf<{ accountId: string; score: number; sum: number }>(result);
    },
  };
}
