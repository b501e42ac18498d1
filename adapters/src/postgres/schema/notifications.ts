import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { moment } from './columns.ts';

/**
 * A member's in-app notifications (ADR 0055), written in the same transaction as the mail of the
 * same event. The kind names core's `notificationDataSchemas`, whose schema reads the data back; the
 * link is the action's page below the language root. Deleting the account deletes them; the job
 * `notifications.purge` deletes those older than 90 days.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    link: text('link').notNull(),
    createdAt: moment('created_at').notNull(),
    readAt: moment('read_at'),
  },
  (table) => [
    // "My notifications, newest first": one account's rows in order, a page read from the index.
    index('notifications_account_created_idx').on(table.accountId, table.createdAt.desc(), table.id.desc()),
    // The bell's unread count, on every member page: only the unread rows are in this index.
    index('notifications_unread_idx').on(table.accountId).where(sql`${table.readAt} is null`),
    // The purge: the oldest first.
    index('notifications_created_at_idx').on(table.createdAt),
  ],
);
