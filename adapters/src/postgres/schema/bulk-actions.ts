import type { BulkSelection, BulkSkipReason } from '@coach/core/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { moment } from './columns.ts';
import { membershipPackages } from './reference-data.ts';

/**
 * Bulk actions on accounts (ADR 0052): asked for by an administrator, carried out by the job in
 * keyset batches. The selection is kept as asked (the ids picked, at most 1,000, or the accounts
 * list's filter, read again for each batch); `last_account_id` is the cursor, moved in the same
 * transaction as each batch's changes, so a run resumed after a crash changes nobody twice.
 * Deleting the requester deletes their actions; the changes and their audit entries stay.
 */
export const accountBulkActions = pgTable(
  'account_bulk_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    action: text('action').notNull(),
    selection: jsonb('selection').$type<BulkSelection>().notNull(),
    membershipPackageId: uuid('membership_package_id').references(() => membershipPackages.id, {
      onDelete: 'restrict',
    }),
    reason: text('reason'),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    rowsTotal: integer('rows_total').notNull(),
    rowsDone: integer('rows_done').notNull().default(0),
    changed: integer('changed').notNull().default(0),
    skipped: jsonb('skipped').$type<Partial<Record<BulkSkipReason, number>>>().notNull().default({}),
    /** Every account of the selection up to this id is done. */
    lastAccountId: uuid('last_account_id'),
    error: text('error'),
    createdAt: moment('created_at').notNull(),
    startedAt: moment('started_at'),
    finishedAt: moment('finished_at'),
  },
  (table) => [
    check(
      'account_bulk_actions_action_check',
      sql`${table.action} in ('makePassive', 'reactivate', 'extendMembership')`,
    ),
    check(
      'account_bulk_actions_status_check',
      sql`${table.status} in ('pending', 'running', 'done', 'failed')`,
    ),
    // The job takes the running (resumed) or oldest pending action.
    index('account_bulk_actions_open_idx')
      .on(table.createdAt)
      .where(sql`${table.status} in ('pending', 'running')`),
    index('account_bulk_actions_requested_by_idx').on(table.requestedBy),
    index('account_bulk_actions_package_idx')
      .on(table.membershipPackageId)
      .where(sql`${table.membershipPackageId} is not null`),
  ],
);
