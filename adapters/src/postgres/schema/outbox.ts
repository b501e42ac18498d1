import { type SQL, sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { foldedForSearch } from '../repositories/turkish-text.ts';
import { moment } from './columns.ts';

/**
 * Mail waiting to be sent, written in the same transaction as the change that causes it, so a
 * rolled-back change never mails anyone. The template and its data are stored, not the rendered
 * text: rendering happens at delivery (and for the administrators' preview).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    template: text('template').notNull(),
    recipient: text('recipient').notNull(),
    language: text('language').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: moment('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: moment('created_at').notNull().defaultNow(),
    sentAt: moment('sent_at'),
    /**
     * What the back office's outbox search reads: the recipient and the template, folded as
     * `foldForSearch` folds a word, with a trigram index (as `accounts.search_text`).
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => foldedForSearch(sql`${outbox.recipient} || ' ' || ${outbox.template}`)),
  },
  (table) => [
    index('outbox_due_idx').on(table.status, table.nextAttemptAt),
    // The back office's list: newest first, ties by id, read from this index.
    index('outbox_created_at_idx').on(table.createdAt, table.id),
    index('outbox_search_trgm').using('gin', sql`${table.searchText} gin_trgm_ops`),
    check('outbox_status_check', sql`${table.status} in ('pending', 'sent', 'failed')`),
    check('outbox_language_check', sql`${table.language} in ('tr', 'en')`),
  ],
);
