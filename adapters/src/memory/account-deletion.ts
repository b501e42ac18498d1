import { type MemoryDb, memoryTable } from './memory-database.ts';

/** A row of a table that refers to an account (only the columns read here). */
type ReferringRow = Record<string, unknown>;

/**
 * The foreign keys to `accounts` (adapters/src/postgres/schema), which PostgreSQL follows on
 * DELETE: rows that are the account's own go with it (`on delete cascade`); rows that only name it
 * as their actor keep the row without the name (`on delete set null`). The memory tables are
 * named like the SQL tables, so a table is reached here by its name alone.
 */
const cascades: ReadonlyArray<{ table: string; column: string }> = [
  { table: 'sessions', column: 'accountId' },
  { table: 'account_tokens', column: 'accountId' },
  { table: 'ledger_entries', column: 'accountId' },
  { table: 'account_files', column: 'accountId' },
  { table: 'account_avatars', column: 'accountId' },
];

const setNulls: ReadonlyArray<{ table: string; column: string }> = [
  { table: 'ledger_entries', column: 'actorAccountId' },
  { table: 'account_files', column: 'createdBy' },
  { table: 'account_files', column: 'reviewedBy' },
];

export function cascadeAccountDeletion(db: MemoryDb, accountId: string): void {
  for (const { table, column } of cascades) {
    const rows = db.writable(memoryTable<ReferringRow>(table));
    for (const [key, row] of rows) if (row[column] === accountId) rows.delete(key);
  }
  for (const { table, column } of setNulls) {
    const rows = db.writable(memoryTable<ReferringRow>(table));
    for (const [key, row] of rows) if (row[column] === accountId) rows.set(key, { ...row, [column]: null });
  }
}
