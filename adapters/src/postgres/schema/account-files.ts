import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts, bytes } from './accounts.ts';
import { moment } from './columns.ts';

/**
 * Proofs of education. The file itself is stored in the row (at most 2 MB, docs/product-rules.md §5), so every
 * server instance can serve it and a backup of the database holds everything.
 */
export const accountFiles = pgTable(
  'account_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    /** Detected from the content (magic bytes), never taken from the browser. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytes('content').notNull(),
    state: text('state').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    /** Who uploaded: the member, or an administrator on the member's behalf. */
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    reviewedBy: uuid('reviewed_by').references(() => accounts.id, { onDelete: 'set null' }),
    reviewedAt: moment('reviewed_at'),
    createdAt: moment('created_at').notNull(),
    /**
     * The member's Turkish name and surname keys (`accounts.name_sort_key`, `surname_sort_key`),
     * copied by triggers (migration 0022: on insert, and when the account's name changes) so that
     * the review list sorts by member name from an index instead of joining and sorting every proof.
     */
    memberNameKey: text('member_name_key').notNull().default(''),
    memberSurnameKey: text('member_surname_key').notNull().default(''),
    /**
     * A reviewed proof's wait for its review in working days, as the working-day clock read it when
     * recorded (the proof-review report, ADR 0051): filled by the `reports.recordWaits` job; null
     * while pending or reviewed since its last run (the report then reads the clock itself).
     */
    reviewWaitWorkingDays: doublePrecision('review_wait_working_days'),
  },
  (table) => [
    index('account_files_account_idx').on(table.accountId, table.createdAt),
    // Each member's newest proof and its state (`eligibilityOf`), in the index's order and from
    // the index alone, for a whole matching run.
    index('account_files_newest_idx').on(
      table.accountId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
      table.state,
    ),
    index('account_files_state_idx').on(table.state, table.createdAt),
    // The proof-review report (ADR 0051): the proofs of a range of months from the index alone,
    // each with its recorded wait (or the moments to read the clock at, while none is recorded).
    index('account_files_created_idx').on(
      table.createdAt,
      table.state,
      table.reviewedAt,
      table.reviewWaitWorkingDays,
    ),
    // Reviewed proofs whose wait is not recorded yet: the recording job's queue, oldest first.
    index('account_files_wait_unrecorded_idx')
      .on(table.createdAt)
      .where(sql`${table.state} <> 'pending' and ${table.reviewWaitWorkingDays} is null`),
    // For the foreign keys' checks when an account is deleted (see ledger.ts).
    index('account_files_created_by_idx').on(table.createdBy).where(sql`${table.createdBy} is not null`),
    index('account_files_reviewed_by_idx').on(table.reviewedBy).where(sql`${table.reviewedBy} is not null`),
    // The review list (account-file-repository.ts): pending proofs first, then the sort's key, the
    // upload time and the id in its direction. One index per direction (the pending-first key
    // keeps its direction), each ending with the state so that a state filter is checked in the
    // index. The not-yet-reviewed come last in both directions of the review time.
    index('account_files_queue_created_idx').on(
      sql`(${table.state} <> 'pending')`,
      table.createdAt,
      table.id,
      table.state,
    ),
    index('account_files_queue_created_desc_idx').on(
      sql`(${table.state} <> 'pending')`,
      sql`${table.createdAt} desc`,
      sql`${table.id} desc`,
      table.state,
    ),
    index('account_files_queue_reviewed_idx').on(
      sql`(${table.state} <> 'pending')`,
      sql`${table.reviewedAt} asc nulls last`,
      table.createdAt,
      table.id,
      table.state,
    ),
    index('account_files_queue_reviewed_desc_idx').on(
      sql`(${table.state} <> 'pending')`,
      sql`${table.reviewedAt} desc nulls last`,
      sql`${table.createdAt} desc`,
      sql`${table.id} desc`,
      table.state,
    ),
    index('account_files_queue_member_idx').on(
      sql`(${table.state} <> 'pending')`,
      sql`${table.memberNameKey} collate "C"`,
      sql`${table.memberSurnameKey} collate "C"`,
      table.createdAt,
      table.id,
      table.state,
    ),
    index('account_files_queue_member_desc_idx').on(
      sql`(${table.state} <> 'pending')`,
      sql`${table.memberNameKey} collate "C" desc`,
      sql`${table.memberSurnameKey} collate "C" desc`,
      sql`${table.createdAt} desc`,
      sql`${table.id} desc`,
      table.state,
    ),
    check('account_files_state_check', sql`${table.state} in ('pending', 'approved', 'rejected')`),
    check(
      'account_files_content_type_check',
      sql`${table.contentType} in ('application/pdf', 'image/png', 'image/jpeg')`,
    ),
    check('account_files_size_check', sql`${table.sizeBytes} > 0 and ${table.sizeBytes} <= 2097152`),
    check(
      'account_files_rejection_reason_check',
      sql`(${table.state} = 'rejected') = (${table.rejectionReason} is not null)`,
    ),
  ],
);
