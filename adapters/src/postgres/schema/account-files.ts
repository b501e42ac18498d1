import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts, bytes } from './accounts.ts';
import { moment } from './columns.ts';

/**
 * Proofs of education. The file itself is stored in the row (at most 2 MB, PRODUCT.md), so every
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
  },
  (table) => [
    index('account_files_account_idx').on(table.accountId, table.createdAt),
    index('account_files_state_idx').on(table.state, table.createdAt),
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
