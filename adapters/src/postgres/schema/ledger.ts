import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * Immutable points ledger. The unique (project, reason, account) makes scoring a project twice
 * impossible, also under concurrency; entries without a project (opening balance, adjustments)
 * are not constrained by it because NULLs are distinct.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Entries are never deleted, so neither is an account that has one (ADR 0030).
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    projectId: uuid('project_id'),
    actorAccountId: uuid('actor_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    unique('ledger_entries_project_reason_account_unique').on(table.projectId, table.reason, table.accountId),
    index('ledger_entries_account_idx').on(table.accountId),
    // The points report (ADR 0051): a range of months read from the index alone, with what it sums.
    index('ledger_entries_created_idx').on(table.createdAt, table.reason, table.delta),
    // Deleting an account (or a package) checks every column that refers to it: without an index each check reads the whole table (about a second per account at 2,000,000 ledger entries).
    index('ledger_entries_actor_idx')
      .on(table.actorAccountId)
      .where(sql`${table.actorAccountId} is not null`),
    check(
      'ledger_entries_reason_check',
      sql`${table.reason} in ('coachee_sessions', 'coach_sessions', 'unclosed_penalty', 'admin_adjustment', 'opening_balance')`,
    ),
  ],
);

/**
 * The ledger's sums by the hour (UTC), kept by the database (migration 0043, ADR 0051): statement
 * triggers on `ledger_entries` add what each statement writes, so the points report sums a few
 * thousand hours instead of reading every entry of its months (640,000 in a year at the scale
 * benchmark's size). An hour has a row per database session that wrote in it (`writer`, the
 * backend's process id): no two running transactions ever add to the same row, so the sums never
 * make ledger writers wait on each other. No account, no entry: nothing personal.
 */
export const ledgerHourTotals = pgTable(
  'ledger_hour_totals',
  {
    hour: timestamp('hour', { withTimezone: true, mode: 'date' }).notNull(),
    writer: integer('writer').notNull(),
    /** The positive deltas' sum. */
    given: bigint('given', { mode: 'number' }).notNull(),
    /** The negative deltas' sum, positive. */
    spent: bigint('spent', { mode: 'number' }).notNull(),
    /** The penalties' (`unclosed_penalty`) sum, positive. */
    penalties: bigint('penalties', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.hour, table.writer] })],
);
