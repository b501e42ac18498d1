import { type SQL, sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { foldedForSearch, turkishSortKey } from '../repositories/turkish-text.ts';
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
    /** Name, surname, e-mail and the message, folded for search (as `accounts.search_text`). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          foldedForSearch(
            sql`${contactMessages.name} || ' ' || ${contactMessages.surname} || ' ' || ${contactMessages.email} || ' ' || ${contactMessages.message}`,
          ),
      ),
  },
  (table) => [
    // One index per sort of the inbox: the key, then creation and id, all in one direction.
    index('contact_messages_created_at_idx').on(table.createdAt, table.id),
    index('contact_messages_name_idx').on(
      turkishSortKey(table.name),
      turkishSortKey(table.surname),
      table.createdAt,
      table.id,
    ),
    index('contact_messages_email_idx').on(sql`${table.email} collate "C"`, table.createdAt, table.id),
    index('contact_messages_search_trgm').using('gin', sql`${table.searchText} gin_trgm_ops`),
    check('contact_messages_language_check', sql`${table.language} in ('tr', 'en')`),
  ],
);
