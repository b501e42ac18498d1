import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { moment } from './columns.ts';

/**
 * A member's mail choice (ADR 0049): programme news on or off, the kinds of mail switched off
 * (ADR 0055), and the random key of their unsubscribe links. A row is made on the first programme mail or the first choice; no row means
 * news on. Deleting the account deletes it.
 */
export const mailPreferences = pgTable('mail_preferences', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  programmeNews: boolean('programme_news').notNull().default(true),
  unsubscribeKey: uuid('unsubscribe_key').notNull().defaultRandom(),
  /** The kinds of mail the member switched off (ADR 0055): names of core's `optionalMailKinds`. */
  switchedOff: text('switched_off').array().notNull().default(sql`'{}'::text[]`),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});

/**
 * A programme mail sent to a group (ADR 0049): both languages' texts, the audience (a filter or a
 * selection, as JSON), who sent it, and the job's progress and keyset cursor.
 */
export const groupMails = pgTable(
  'group_mails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectTr: text('subject_tr').notNull(),
    bodyTr: text('body_tr').notNull(),
    subjectEn: text('subject_en').notNull(),
    bodyEn: text('body_en').notNull(),
    audience: jsonb('audience').notNull(),
    status: text('status').notNull().default('queued'),
    recipientsTotal: integer('recipients_total').notNull(),
    matchingTotal: integer('matching_total').notNull(),
    queued: integer('queued').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    lastAccountId: uuid('last_account_id'),
    sentById: uuid('sent_by_id').references(() => accounts.id, { onDelete: 'set null' }),
    sentByLabel: text('sent_by_label'),
    createdAt: moment('created_at').notNull(),
    finishedAt: moment('finished_at'),
  },
  (table) => [
    check('group_mails_status_check', sql`${table.status} in ('queued', 'running', 'done', 'failed')`),
    // The history reads the newest; the job takes the oldest unfinished one.
    index('group_mails_created_at_idx').on(table.createdAt),
    index('group_mails_unfinished_idx')
      .on(table.createdAt)
      .where(sql`${table.status} in ('queued', 'running')`),
    index('group_mails_sent_by_id_idx').on(table.sentById),
  ],
);

/** An account filter kept under a name, to mail the same group again. */
export const savedAccountFilters = pgTable(
  'saved_account_filters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    filter: jsonb('filter').notNull(),
    createdBy: uuid('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('saved_account_filters_name_unique').on(sql`lower(${table.name})`),
    index('saved_account_filters_created_by_idx').on(table.createdBy),
  ],
);
