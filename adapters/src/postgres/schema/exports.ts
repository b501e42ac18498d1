import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { accounts, bytes } from './accounts.ts';
import { moment } from './columns.ts';

/**
 * Export jobs (ADR 0042): asked for by a back-office user, written by the export job in keyset
 * batches with its progress, and the file kept here (like proofs, ADR 0015: every instance serves
 * it) until it expires a day later. Deleting the requester deletes their exports.
 */
export const exportFiles = pgTable(
  'export_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    language: text('language').notNull(),
    /** `.xlsx` or `.csv` (issue 31); the exports before it were all workbooks. */
    format: text('format').notNull().default('xlsx'),
    /** The list's filters the export applies, as its use case checked them; `{}` for every row. */
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull().default({}),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Whose view of personal data the file is written for (ADR 0033). */
    viewer: text('viewer').notNull(),
    status: text('status').notNull().default('pending'),
    rowsDone: integer('rows_done').notNull().default(0),
    rowsTotal: integer('rows_total'),
    fileName: text('file_name'),
    /** The file of an export written before its slices were kept apart (`export_file_chunks`). */
    content: bytes('content'),
    error: text('error'),
    createdAt: moment('created_at').notNull(),
    startedAt: moment('started_at'),
    finishedAt: moment('finished_at'),
    expiresAt: moment('expires_at').notNull(),
  },
  (table) => [
    check('export_files_status_check', sql`${table.status} in ('pending', 'running', 'ready', 'failed')`),
    check('export_files_language_check', sql`${table.language} in ('tr', 'en')`),
    check('export_files_format_check', sql`${table.format} in ('xlsx', 'csv')`),
    // The export job takes the oldest pending one; the purge finds the expired ones.
    index('export_files_pending_idx').on(table.createdAt).where(sql`${table.status} = 'pending'`),
    index('export_files_expires_at_idx').on(table.expiresAt),
    index('export_files_requested_by_idx').on(table.requestedBy),
  ],
);

/**
 * An export's file in slices of a few megabytes, in order (ADR 0042 addendum): each slice is one
 * insert, so storing a file costs its size. Appending to one value rewrote the whole value so far at
 * every slice: the whole ledger's csv (2,000,000 rows, about 200 MB) took longer to store than to write.
 */
export const exportFileChunks = pgTable(
  'export_file_chunks',
  {
    exportId: uuid('export_id')
      .notNull()
      .references(() => exportFiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    content: bytes('content').notNull(),
  },
  (table) => [primaryKey({ columns: [table.exportId, table.position] })],
);
