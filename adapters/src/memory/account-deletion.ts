import { coachingPreferencesTable } from './coaching-tables.ts';
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
  { table: 'project_requests', column: 'accountId' },
  { table: 'projects', column: 'coachAccountId' },
  { table: 'projects', column: 'coacheeAccountId' },
  { table: 'checkouts', column: 'accountId' },
  { table: 'membership_notices', column: 'accountId' },
  { table: 'project_sessions', column: 'recordedByAccountId' },
  { table: 'external_identities', column: 'accountId' },
  { table: 'identity_flows', column: 'accountId' },
  { table: 'identity_tickets', column: 'accountId' },
];

const setNulls: ReadonlyArray<{ table: string; column: string }> = [
  { table: 'ledger_entries', column: 'actorAccountId' },
  { table: 'account_files', column: 'createdBy' },
  { table: 'account_files', column: 'reviewedBy' },
  { table: 'projects', column: 'closedByAccountId' },
  { table: 'projects', column: 'matchedByAccountId' },
  // Orders are records of money: they outlive the buyer and the administrator who granted them.
  { table: 'orders', column: 'accountId' },
  { table: 'orders', column: 'grantedByAccountId' },
];

/**
 * Foreign keys between the account's own rows that cascade in turn, in this order: a row goes
 * when the row it refers to (in `parent`, by id) went above. A project goes with either request.
 */
const followingCascades: ReadonlyArray<{ table: string; column: string; parent: string }> = [
  { table: 'projects', column: 'coachRequestId', parent: 'project_requests' },
  { table: 'projects', column: 'coacheeRequestId', parent: 'project_requests' },
  { table: 'project_completion_requests', column: 'projectId', parent: 'projects' },
  { table: 'project_notices', column: 'projectId', parent: 'projects' },
  { table: 'project_sessions', column: 'projectId', parent: 'projects' },
  { table: 'session_reminders', column: 'projectId', parent: 'projects' },
];

/** Foreign keys that keep their row but lose the name when the row they refer to went above. */
const followingSetNulls: ReadonlyArray<{ table: string; column: string; parent: string }> = [
  { table: 'orders', column: 'checkoutId', parent: 'checkouts' },
];

export function cascadeAccountDeletion(db: MemoryDb, accountId: string): void {
  // Keyed by the account's id, with no column naming it.
  db.writable(coachingPreferencesTable).delete(accountId);
  for (const { table, column } of cascades) {
    const rows = db.writable(memoryTable<ReferringRow>(table));
    for (const [key, row] of rows) if (row[column] === accountId) rows.delete(key);
  }
  for (const { table, column } of setNulls) {
    const rows = db.writable(memoryTable<ReferringRow>(table));
    for (const [key, row] of rows) if (row[column] === accountId) rows.set(key, { ...row, [column]: null });
  }
  for (const { table, column, parent } of followingCascades) {
    const parents = db.rows(memoryTable<ReferringRow>(parent));
    const rows = db.writable(memoryTable<ReferringRow>(table));
    for (const [key, row] of rows) if (!parents.has(row[column] as string)) rows.delete(key);
  }
  for (const { table, column, parent } of followingSetNulls) {
    const parents = db.rows(memoryTable<ReferringRow>(parent));
    const rows = db.writable(memoryTable<ReferringRow>(table));
    for (const [key, row] of rows) {
      if (row[column] != null && !parents.has(row[column] as string))
        rows.set(key, { ...row, [column]: null });
    }
  }
}
