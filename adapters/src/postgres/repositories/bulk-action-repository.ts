import type { BulkAction, BulkActionKind, BulkActionRepository, BulkActionStatus } from '@coach/core';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../database.ts';
import { accountBulkActions } from '../schema/bulk-actions.ts';
import type { AfterCommit } from './index.ts';

// The text columns are narrowed by CHECK constraints and by the one writer, so these casts restate them.
const toAction = (row: typeof accountBulkActions.$inferSelect): BulkAction => ({
  ...row,
  action: row.action as BulkActionKind,
  status: row.status as BulkActionStatus,
});

/** Bulk actions on PostgreSQL (ADR 0052); a committed new one calls `onRequested` (wakes the job). */
export function bulkActionRepository(
  db: AppDatabase,
  afterCommit: AfterCommit,
  onRequested: () => void,
): BulkActionRepository {
  return {
    async findById(id) {
      const [row] = await db.select().from(accountBulkActions).where(eq(accountBulkActions.id, id));
      return row ? toAction(row) : null;
    },

    async insert(action) {
      const [row] = await db.insert(accountBulkActions).values(action).returning();
      if (!row) throw new Error('Insert into account_bulk_actions returned no row');
      afterCommit(onRequested);
      return toAction(row);
    },

    async claimNext(now) {
      // A running one first: its run stopped (the job's lock lets one run at a time), so it resumes.
      const next = db
        .select({ id: accountBulkActions.id })
        .from(accountBulkActions)
        .where(inArray(accountBulkActions.status, ['pending', 'running']))
        .orderBy(desc(sql`${accountBulkActions.status} = 'running'`), asc(accountBulkActions.createdAt))
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await db
        .update(accountBulkActions)
        .set({
          status: 'running',
          startedAt: sql`coalesce(${accountBulkActions.startedAt}, ${now.toISOString()}::timestamptz)`,
        })
        .where(eq(accountBulkActions.id, sql`(${next})`))
        .returning();
      return row ? toAction(row) : null;
    },

    async advance(id, progress) {
      await db.update(accountBulkActions).set(progress).where(eq(accountBulkActions.id, id));
    },

    async finish(id, at) {
      await db
        .update(accountBulkActions)
        .set({ status: 'done', finishedAt: at })
        .where(eq(accountBulkActions.id, id));
    },

    async fail(id, error, at) {
      await db
        .update(accountBulkActions)
        .set({ status: 'failed', error, finishedAt: at })
        .where(eq(accountBulkActions.id, id));
    },
  };
}
