import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { moment } from './columns.ts';
import { projects } from './projects.ts';

/**
 * The message thread of each project (ADR 0057): plain text by one of its partners, never changed
 * nor deleted. Kept with the project (ADR 0030: an account a project names is anonymised, never
 * removed). Read by keyset along (project, created_at, id).
 */
export const projectMessages = pgTable(
  'project_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    authorAccountId: uuid('author_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    body: text('body').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [
    index('project_messages_thread_idx').on(table.projectId, table.createdAt, table.id),
    // For the foreign key's check when an account is deleted (see ledger.ts).
    index('project_messages_author_idx').on(table.authorAccountId),
    check('project_messages_body_check', sql`char_length(${table.body}) between 1 and 2000`),
  ],
);

/**
 * Where each partner stands in a thread: when they last read it (the unread marker) and whether a
 * "new message" mail went to them since (at most one until they read it again).
 */
export const projectMessageReads = pgTable(
  'project_message_reads',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    lastReadAt: moment('last_read_at'),
    mailedAt: moment('mailed_at'),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.accountId] }),
    index('project_message_reads_account_idx').on(table.accountId),
  ],
);
