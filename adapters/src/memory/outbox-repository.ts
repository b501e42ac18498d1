import { randomUUID } from 'node:crypto';
import type { NewOutboxMail, OutboxMail, OutboxRepository } from '@coach/core';
import { foldForSearch, searchWords } from '../text/turkish-text.ts';
import { copy, type MemoryDb, memoryTable } from './memory-database.ts';

export const outboxTable = memoryTable<OutboxMail>('outbox');

const newestFirst = (a: OutboxMail, b: OutboxMail) =>
  b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id);
const dueFirst = (a: OutboxMail, b: OutboxMail) =>
  a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id.localeCompare(b.id);

/**
 * The outbox in memory. Units of work run one at a time here, so a claimed mail can never be
 * claimed by another before the first finishes: what `FOR UPDATE SKIP LOCKED` gives on PostgreSQL.
 * `afterCommit` is the unit of work's hook; `onEnqueued` runs through it (never after a rollback).
 */
export function memoryOutboxRepository(
  db: MemoryDb,
  afterCommit: (callback: () => void) => void = () => {},
  onEnqueued: () => void = () => {},
): OutboxRepository {
  const all = () => [...db.rows(outboxTable).values()];
  const update = (id: string, values: Partial<OutboxMail>) => {
    const rows = db.writable(outboxTable);
    const row = rows.get(id);
    if (row) rows.set(id, { ...row, ...values });
  };
  const insert = ({ template, data, recipient, language, createdAt }: NewOutboxMail) => {
    const row: OutboxMail = {
      id: randomUUID(),
      template,
      recipient,
      language,
      data: copy(data),
      status: 'pending',
      attempts: 0,
      nextAttemptAt: createdAt,
      lastError: null,
      createdAt,
      sentAt: null,
    };
    db.writable(outboxTable).set(row.id, row);
    return row;
  };
  return {
    async list({ search = '', offset, limit }) {
      // Every word, folded, in the recipient or the template, as on PostgreSQL.
      const words = searchWords(search);
      const rows = all()
        .filter((mail) => {
          const fields = [mail.recipient, mail.template].map(foldForSearch);
          return words.every((word) => fields.some((field) => field.includes(word)));
        })
        .sort(newestFirst);
      return { items: rows.slice(offset, offset + limit).map(copy), total: rows.length };
    },

    async findById(id) {
      const row = db.rows(outboxTable).get(id);
      return row ? copy(row) : null;
    },

    async enqueue(mail) {
      const row = insert(mail);
      afterCommit(onEnqueued);
      return copy(row);
    },

    async enqueueMany(mails) {
      for (const mail of mails) insert(mail);
      if (mails.length > 0) afterCommit(onEnqueued);
    },

    async claimDue(now, limit) {
      db.writable(outboxTable); // like a row lock: only inside a unit of work
      return all()
        .filter((row) => row.status === 'pending' && row.nextAttemptAt.getTime() <= now.getTime())
        .sort(dueFirst)
        .slice(0, limit)
        .map(copy);
    },

    async markSent(id, sentAt, attempts, data) {
      update(id, { status: 'sent', sentAt, attempts, lastError: null, data: { ...data } });
    },

    async recordFailure(id, { attempts, status, nextAttemptAt, error }) {
      update(id, { attempts, status, nextAttemptAt, lastError: error });
    },
  };
}
