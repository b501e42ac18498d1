import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, pgSequence, pgTable, uuid } from 'drizzle-orm/pg-core';

/**
 * The numbers the matching version takes: a sequence, so that the version never comes back to an
 * earlier value, not even after its row was emptied (a plan kept under that value would be taken
 * for the new one's).
 */
export const matchingVersionNumbers = pgSequence('matching_version_numbers');

/**
 * The version of everything a matching preview reads (migration 0029, ADR 0047): one row, moved
 * once by every transaction that commits a change to the open requests, the members' matching
 * facts, the accounts' eligibility columns, the membership periods or the packages. A preview keeps
 * its plan for the version it read it at, and plans again when the version has moved.
 */
export const matchingVersion = pgTable(
  'matching_version',
  {
    /** Always true: the table holds one row. */
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'bigint' }).notNull(),
    /**
     * The transaction (`pg_current_xact_id()`) from which on every change is still in
     * `matching_changes`: the older ones' may have been forgotten (migration 0032).
     */
    changesKeptFrom: bigint('changes_kept_from', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (table) => [check('matching_version_one_row', sql`${table.id}`)],
);

/**
 * The transactions that changed what a preview reads and have not committed yet, one row each
 * (the first such statement writes it): its deferred trigger moves the version once, at commit, so
 * the version's row is locked only while the transaction commits, not for the rest of a long one
 * (a matching run writes for seconds, and members keep sending requests meanwhile).
 */
export const matchingVersionChanges = pgTable('matching_version_changes', {
  /** `pg_current_xact_id()`. */
  transactionId: bigint('transaction_id', { mode: 'bigint' }).primaryKey(),
});

/**
 * The members each committed change of what a preview reads touched, one row per member and
 * writing transaction, `accountId` null for "everything" (a package, a truncation, a statement
 * touching more than a thousand members): a preview that planned on an earlier read reads only
 * these members again, those of the transactions its read did not see (migration 0032, ADR 0047).
 * Written by the tables' triggers; no foreign key (a removed account's changes still count).
 */
export const matchingChanges = pgTable(
  'matching_changes',
  {
    /** `pg_current_xact_id()` of the writing transaction. */
    transactionId: bigint('transaction_id', { mode: 'bigint' }).notNull(),
    accountId: uuid('account_id'),
  },
  (table) => [index('matching_changes_transaction_idx').on(table.transactionId)],
);
