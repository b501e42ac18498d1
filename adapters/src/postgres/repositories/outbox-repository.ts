import type { Language, OutboxMail, OutboxRepository, OutboxStatus } from '@coach/core';
import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { searchWords } from '../../text/turkish-text.ts';
import type { AppDatabase } from '../database.ts';
import { outbox } from '../schema/outbox.ts';
import { likePattern } from './like-pattern.ts';
import { arrayParam, batchesOf } from './sql-arrays.ts';

function toMail({ searchText: _, ...row }: typeof outbox.$inferSelect): OutboxMail {
  // Status and language are narrowed by the table's CHECK constraints.
  return { ...row, status: row.status as OutboxStatus, language: row.language as Language };
}

/**
 * The outbox on PostgreSQL. `onEnqueued` runs after the transaction that queued a mail commits
 * (never before: the worker would not see the row yet, and never after a rollback).
 */
export function outboxRepository(
  db: AppDatabase,
  afterCommit: (callback: () => void) => void,
  onEnqueued: () => void,
): OutboxRepository {
  return {
    async list({ search = '', offset, limit }) {
      // Every word in the recipient or the template: the folded, trigram-indexed column.
      const where = and(
        ...searchWords(search).map((word) => sql`${outbox.searchText} like ${likePattern(word)}`),
      );
      // Newest first along outbox_created_at_idx (created_at, id): the page's ids from the index,
      // then only those rows.
      const order = [desc(outbox.createdAt), desc(outbox.id)];
      const pageIds = db
        .select({ id: outbox.id })
        .from(outbox)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(outbox)
          .where(inArray(outbox.id, pageIds))
          .orderBy(...order),
        db.select({ value: count() }).from(outbox).where(where),
      ]);
      return { items: rows.map(toMail), total: total?.value ?? 0 };
    },

    async findById(id) {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, id)).limit(1);
      return row ? toMail(row) : null;
    },

    async enqueue({ template, data, recipient, language, createdAt }) {
      const [row] = await db
        .insert(outbox)
        .values({ template, data, recipient, language, createdAt, nextAttemptAt: createdAt })
        .returning();
      if (!row) throw new Error('Insert into outbox returned no row');
      afterCommit(onEnqueued);
      return toMail(row);
    },

    async enqueueMany(mails) {
      if (mails.length === 0) return;
      // One statement per batch, its values as one array per column (a matching run mails both
      // partners of every pair: tens of thousands). The data travels as JSON text, cast per row.
      for (const batch of batchesOf(mails)) {
        await db.execute(sql`
          insert into outbox (template, recipient, language, data, created_at, next_attempt_at)
          select template, recipient, language, data::jsonb, created_at, created_at
          from unnest(
            ${arrayParam(
              batch.map((mail) => mail.template),
              'text',
            )},
            ${arrayParam(
              batch.map((mail) => mail.recipient),
              'text',
            )},
            ${arrayParam(
              batch.map((mail) => mail.language),
              'text',
            )},
            ${arrayParam(
              batch.map((mail) => JSON.stringify(mail.data)),
              'text',
            )},
            ${arrayParam(
              batch.map((mail) => mail.createdAt.toISOString()),
              'timestamptz',
            )}
          ) as mail(template, recipient, language, data, created_at)`);
      }
      afterCommit(onEnqueued);
    },

    async claimDue(now, limit) {
      const rows = await db
        .select()
        .from(outbox)
        .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)))
        .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return rows.map(toMail);
    },

    async markSent(id, sentAt, attempts, data) {
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt, attempts, lastError: null, data: { ...data } })
        .where(eq(outbox.id, id));
    },

    async recordFailure(id, { attempts, status, nextAttemptAt, error }) {
      await db
        .update(outbox)
        .set({ attempts, status, nextAttemptAt, lastError: error })
        .where(eq(outbox.id, id));
    },
  };
}
