import type { LedgerEntry, LedgerReason, LedgerRepository } from '@coach/core';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../database.ts';
import { accounts } from '../schema/accounts.ts';
import { ledgerEntries } from '../schema/ledger.ts';

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

    async listForAccount(accountId) {
      const rows = await db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.accountId, accountId))
        .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
      return rows.map(toEntry);
    },
  };
}
