import { randomUUID } from 'node:crypto';
import type { BulkAction, BulkActionRepository } from '@coach/core';
import { copy, type MemoryDb, memoryTable } from './memory-database.ts';

export const bulkActionsTable = memoryTable<BulkAction>('account_bulk_actions');

/** Bulk actions in memory (ADR 0052), as on PostgreSQL; units of work run one at a time here. */
export function memoryBulkActionRepository(db: MemoryDb): BulkActionRepository {
  const change = (id: string, values: Partial<BulkAction>) => {
    const rows = db.writable(bulkActionsTable);
    const row = rows.get(id);
    if (row) rows.set(id, { ...row, ...values });
  };
  return {
    async findById(id) {
      const row = db.rows(bulkActionsTable).get(id);
      return row ? copy(row) : null;
    },

    async insert(action) {
      const row: BulkAction = {
        ...copy(action),
        id: randomUUID(),
        status: 'pending',
        rowsDone: 0,
        changed: 0,
        skipped: {},
        lastAccountId: null,
        error: null,
        startedAt: null,
        finishedAt: null,
      };
      db.writable(bulkActionsTable).set(row.id, row);
      return copy(row);
    },

    async claimNext(now) {
      const rows = [...db.writable(bulkActionsTable).values()].sort(
        (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
      );
      const next =
        rows.find((row) => row.status === 'running') ?? rows.find((row) => row.status === 'pending');
      if (!next) return null;
      const claimed: BulkAction = { ...next, status: 'running', startedAt: next.startedAt ?? now };
      db.writable(bulkActionsTable).set(next.id, claimed);
      return copy(claimed);
    },

    async advance(id, progress) {
      change(id, { ...progress, skipped: { ...progress.skipped } });
    },

    async finish(id, at) {
      change(id, { status: 'done', finishedAt: at });
    },

    async fail(id, error, at) {
      change(id, { status: 'failed', error, finishedAt: at });
    },
  };
}
