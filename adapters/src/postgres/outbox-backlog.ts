import { count, inArray, min } from 'drizzle-orm';
import type { AppDatabase } from './database.ts';
import { outbox } from './schema/outbox.ts';

/** The mail not sent yet, as /metrics reports it. */
export interface OutboxBacklog {
  /** Waiting for their first attempt or for a retry. */
  readonly pending: number;
  /** Given up after the last attempt; an administrator retries them at /admin/outbox. */
  readonly failed: number;
  /** The earliest due date among the pending mails: how late delivery runs, when it is past. */
  readonly oldestPendingDueAt: Date | null;
}

/** One statement on the outbox's (status, next_attempt_at) index; sent mail is never read. */
export async function readOutboxBacklog(db: AppDatabase): Promise<OutboxBacklog> {
  const rows = await db
    .select({ status: outbox.status, mails: count(), oldestDueAt: min(outbox.nextAttemptAt) })
    .from(outbox)
    .where(inArray(outbox.status, ['pending', 'failed']))
    .groupBy(outbox.status);
  const pending = rows.find((row) => row.status === 'pending');
  return {
    pending: pending?.mails ?? 0,
    failed: rows.find((row) => row.status === 'failed')?.mails ?? 0,
    oldestPendingDueAt: pending?.oldestDueAt ? new Date(pending.oldestDueAt) : null,
  };
}
