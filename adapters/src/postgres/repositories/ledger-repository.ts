import type { LedgerEntry, LedgerReason, LedgerRepository } from '@coach/core';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../database.ts';
import { accounts } from '../schema/accounts.ts';
import { ledgerEntries } from '../schema/ledger.ts';
import { arrayParam, rowsOf } from './sql-arrays.ts';

function toEntry(row: typeof ledgerEntries.$inferSelect): LedgerEntry {
  // The reason column is narrowed by its CHECK constraint.
  return { ...row, reason: row.reason as LedgerReason };
}

export function ledgerRepository(db: AppDatabase): LedgerRepository {
  return {
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
