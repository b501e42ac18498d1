import { randomUUID } from 'node:crypto';
import type { ContactMessage, ContactMessageQuery, ContactMessageRepository } from '@coach/core';
import { copy, type MemoryDb, memoryTable } from './memory-database.ts';
import { containsIgnoringCase } from './text-match.ts';

export const contactMessagesTable = memoryTable<ContactMessage>('contact_messages');

type Comparator = (a: ContactMessage, b: ContactMessage) => number;

const byText = (a: string, b: string) => {
  const [left, right] = [a.toLocaleLowerCase(), b.toLocaleLowerCase()];
  return left < right ? -1 : left > right ? 1 : 0;
};

/** The ORDER BY of the PostgreSQL repository: the chosen key, then newest first, then id. */
function comparatorOf(sort: ContactMessageQuery['sort']): Comparator {
  const sign = sort.descending ? -1 : 1;
  const key: Comparator =
    sort.key === 'createdAt'
      ? (a, b) => a.createdAt.getTime() - b.createdAt.getTime()
      : sort.key === 'name'
        ? (a, b) => byText(a.name, b.name) || byText(a.surname, b.surname)
        : (a, b) => byText(a.email, b.email);
  return (a, b) =>
    sign * key(a, b) || b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1);
}

/** Contact-form messages in memory, searched and sorted as on PostgreSQL. */
export function memoryContactMessageRepository(db: MemoryDb): ContactMessageRepository {
  return {
    async insert(message) {
      const stored: ContactMessage = { ...copy(message), id: randomUUID(), readAt: null };
      db.writable(contactMessagesTable).set(stored.id, stored);
      return copy(stored);
    },

    async setReadAt(id, readAt) {
      const rows = db.writable(contactMessagesTable);
      const row = rows.get(id);
      if (!row) return false;
      rows.set(id, { ...row, readAt: readAt ? new Date(readAt) : null });
      return true;
    },

    async findById(id) {
      const row = db.rows(contactMessagesTable).get(id);
      return row ? copy(row) : null;
    },

    async search({ search, read, sort, offset, limit }) {
      const matching = [...db.rows(contactMessagesTable).values()]
        .filter((message) => read === 'all' || (read === 'unread') === (message.readAt === null))
        .filter(
          (message) =>
            !search ||
            [message.name, message.surname, message.email, message.message].some((text) =>
              containsIgnoringCase(text, search),
            ),
        )
        .sort(comparatorOf(sort));
      return { items: matching.slice(offset, offset + limit).map(copy), total: matching.length };
    },
  };
}
