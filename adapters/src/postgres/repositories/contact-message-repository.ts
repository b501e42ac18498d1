import type { ContactMessage, ContactMessageRepository, Language } from '@coach/core';
import { and, count, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { searchWords } from '../../text/turkish-text.ts';
import type { AppDatabase } from '../database.ts';
import { contactMessages } from '../schema/contact.ts';
import { likePattern } from './like-pattern.ts';
import { turkishSortKey } from './turkish-text.ts';

type ContactMessageRow = Omit<typeof contactMessages.$inferSelect, 'searchText'>;

/** A message as the domain knows it: every column but the folded search text. */
const messageColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  surname: contactMessages.surname,
  email: contactMessages.email,
  message: contactMessages.message,
  language: contactMessages.language,
  clientAddress: contactMessages.clientAddress,
  createdAt: contactMessages.createdAt,
  readAt: contactMessages.readAt,
};

// The language is narrowed by the table's CHECK constraint.
const toMessage = ({
  searchText: _,
  ...row
}: ContactMessageRow & { searchText?: string }): ContactMessage => ({
  ...row,
  language: row.language as Language,
});

/** Contact-form messages on PostgreSQL. */
export function contactMessageRepository(db: AppDatabase): ContactMessageRepository {
  return {
    async insert(message) {
      const [row] = await db.insert(contactMessages).values(message).returning();
      if (!row) throw new Error('Insert into contact_messages returned no row');
      return toMessage(row);
    },

    async setReadAt(id, readAt) {
      const rows = await db
        .update(contactMessages)
        .set({ readAt })
        .where(eq(contactMessages.id, id))
        .returning({ id: contactMessages.id });
      return rows.length > 0;
    },

    async findById(id) {
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
      return row ? toMessage(row) : null;
    },

    async search({ search, read, sort, offset, limit }) {
      const conditions: SQL[] = [];
      if (read === 'unread') conditions.push(isNull(contactMessages.readAt));
      if (read === 'read') conditions.push(isNotNull(contactMessages.readAt));
      // Every word in the name, surname, e-mail or message: the folded, trigram-indexed column.
      for (const word of searchWords(search)) {
        conditions.push(sql`${contactMessages.searchText} like ${likePattern(word)}`);
      }
      const where = and(...conditions);
      const direction = sort.descending ? sql`desc` : sql`asc`;
      // The keys of the sort's index (schema/contact.ts), all in one direction.
      const keys: SQL[] =
        sort.key === 'createdAt'
          ? []
          : sort.key === 'name'
            ? [turkishSortKey(contactMessages.name), turkishSortKey(contactMessages.surname)]
            : [sql`${contactMessages.email} collate "C"`];
      const order = [...keys, sql`${contactMessages.createdAt}`, sql`${contactMessages.id}`].map(
        (key) => sql`${key} ${direction}`,
      );
      const pageIds = db
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
      const [rows, [total]] = await Promise.all([
        db
          .select(messageColumns)
          .from(contactMessages)
          .where(inArray(contactMessages.id, pageIds))
          .orderBy(...order),
        db.select({ value: count() }).from(contactMessages).where(where),
      ]);
      return { items: rows.map(toMessage), total: total?.value ?? 0 };
    },
  };
}
