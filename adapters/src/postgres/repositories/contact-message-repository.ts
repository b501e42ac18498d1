import type { ContactMessage, ContactMessageRepository, Language } from '@coach/core';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AppDatabase } from '../database.ts';
import { contactMessages } from '../schema/contact.ts';
import { likePattern } from './like-pattern.ts';

type ContactMessageRow = typeof contactMessages.$inferSelect;

// The language is narrowed by the table's CHECK constraint.
const toMessage = (row: ContactMessageRow): ContactMessage => ({
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
      if (search) {
        const pattern = likePattern(search);
        const matches = or(
          ilike(contactMessages.name, pattern),
          ilike(contactMessages.surname, pattern),
          ilike(contactMessages.email, pattern),
          ilike(contactMessages.message, pattern),
        );
        if (matches) conditions.push(matches);
      }
      const where = and(...conditions);
      const direction = sort.descending ? desc : asc;
      const order =
        sort.key === 'createdAt'
          ? [direction(contactMessages.createdAt)]
          : sort.key === 'name'
            ? [
                direction(sql`lower(${contactMessages.name})`),
                direction(sql`lower(${contactMessages.surname})`),
              ]
            : [direction(contactMessages.email)];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .where(where)
          .orderBy(...order, desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(limit)
          .offset(offset),
        db.select({ value: count() }).from(contactMessages).where(where),
      ]);
      return { items: rows.map(toMessage), total: total?.value ?? 0 };
    },
  };
}
