import type { Account, LedgerEntry } from '@coach/core';
import { type MemoryDb, memoryTable } from './memory-database.ts';

/**
 * The accounts and their ledger (adapters/src/postgres/schema), declared apart because the account
 * and ledger repositories, the account's deletion and most other repositories read them: declared
 * in one of those, they tied the repositories into an import cycle.
 */
export const accountsTable = memoryTable<Account>('accounts');

/** Kept in insertion order, which breaks ties of `created_at` (the SQL orders by id then). */
export const ledgerTable = memoryTable<LedgerEntry>('ledger_entries');

/** Adds `delta` to the cached score, as the ledger's append does in the same transaction. */
export function addToScore(db: MemoryDb, accountId: string, delta: number): void {
  const rows = db.writable(accountsTable);
  const row = rows.get(accountId);
  if (row) rows.set(accountId, { ...row, score: row.score + delta });
}
