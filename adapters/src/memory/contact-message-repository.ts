import { randomUUID } from 'node:crypto';
import type { ContactMessage, ContactMessageQuery, ContactMessageRepository } from '@coach/core';
import { foldForSearch, searchWords, turkishSortKey } from '../text/turkish-text.ts';
import { copy, type MemoryDb, memoryTable } from './memory-database.ts';

export const contactMessagesTable = memoryTable<ContactMessage>('contact_messages');

type Comparator = (a: ContactMessage, b: ContactMessage) => number;

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The ORDER BY of the PostgreSQL repository: the chosen key (names by their Turkish keys, e-mails
 * byte by byte), then creation, then id, all in the sort's direction.
 */
function comparatorOf(sort: ContactMessageQuery['sort']): Comparator {
  const sign = sort.descending ? -1 : 1;
  const key: Comparator =
    sort.key === 'createdAt'
      ? () => 0
      : sort.key === 'name'
        ? (a, b) =>
            byText(turkishSortKey(a.name), turkishSortKey(b.name)) ||
            byText(turkishSortKey(a.surname), turkishSortKey(b.surname))
        : (a, b) => byText(a.email, b.email);
  return (a, b) => sign * (key(a, b) || a.createdAt.getTime() - b.createdAt.getTime() || byText(a.id, b.id));
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
      const words = searchWords(search);
      const matching = [...db.rows(contactMessagesTable).values()]
        .filter((message) => read === 'all' || (read === 'unread') === (message.readAt === null))
        .filter((message) => {
          // Every word, folded, in the name, surname, e-mail or message, as on PostgreSQL.
          const fields = [message.name, message.surname, message.email, message.message].map(foldForSearch);
          return words.every((word) => fields.some((field) => field.includes(word)));
        })
        .sort(comparatorOf(sort));
      return { items: matching.slice(offset, offset + limit).map(copy), total: matching.length };
    },
  };
}
