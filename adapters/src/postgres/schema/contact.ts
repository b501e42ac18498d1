import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { moment } from './columns.ts';

/** Messages sent through the public contact form; administrators read them. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    /** The language of the page it was sent from. */
    language: text('language').notNull(),
    clientAddress: text('client_address'),
    createdAt: moment('created_at').notNull(),
    /** When an administrator marked it read. */
    readAt: moment('read_at'),
  },
  (table) => [
    index('contact_messages_created_at_idx').on(table.createdAt),
    check('contact_messages_language_check', sql`${table.language} in ('tr', 'en')`),
  ],
);
