import { randomUUID } from 'node:crypto';
import type { ExportFile, ExportFileRepository } from '@coach/core';
import { copy, type MemoryDb, memoryTable } from './memory-database.ts';

/** An export and the slices of its file, in order (ADR 0042, addendum). */
type ExportRow = ExportFile & { readonly slices: readonly Uint8Array<ArrayBuffer>[] };

export const exportFilesTable = memoryTable<ExportRow>('export_files');

const withoutContent = ({ slices: _readApart, ...file }: ExportRow): ExportFile => copy(file);

/** The slices one at a time, each a copy taken when asked for, as PostgreSQL reads each in turn. */
async function* slicesOf(
  slices: readonly Uint8Array<ArrayBuffer>[],
): AsyncGenerator<Uint8Array<ArrayBuffer>> {
  for (const slice of slices) yield copy(slice);
}

/** Export jobs in memory (ADR 0042), as on PostgreSQL; units of work run one at a time here. */
export function memoryExportFileRepository(db: MemoryDb): ExportFileRepository {
  const change = (id: string, values: Partial<ExportRow>) => {
    const rows = db.writable(exportFilesTable);
    const row = rows.get(id);
    if (row) rows.set(id, { ...row, ...values });
  };
  return {
    async findById(id) {
      const row = db.rows(exportFilesTable).get(id);
      return row ? withoutContent(row) : null;
    },

    async openContent(id) {
      const row = db.rows(exportFilesTable).get(id);
      if (row?.status !== 'ready' || !row.fileName) return null;
      const byteLength = row.slices.reduce((sum, slice) => sum + slice.byteLength, 0);
      return { fileName: row.fileName, byteLength, slices: slicesOf(row.slices) };
    },

    async insert(file) {
      const row: ExportRow = {
        ...copy(file),
        id: randomUUID(),
        status: 'pending',
        rowsDone: 0,
        fileName: null,
        error: null,
        startedAt: null,
        finishedAt: null,
        slices: [],
      };
      db.writable(exportFilesTable).set(row.id, row);
      return withoutContent(row);
    },

    async claimNext(now) {
      const pending = [...db.writable(exportFilesTable).values()]
        .filter((row) => row.status === 'pending')
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      const next = pending[0];
      if (!next) return null;
      change(next.id, { status: 'running', startedAt: now });
      return withoutContent({ ...next, status: 'running', startedAt: now });
    },

    async recordProgress(id, rowsDone, rowsTotal) {
      change(id, { rowsDone, rowsTotal });
    },

    async appendSlice(id, position, content) {
      const row = db.writable(exportFilesTable).get(id);
      if (!row) return;
      if (position !== row.slices.length)
        throw new Error(`Slice ${position} of an export holding ${row.slices.length}`);
      change(id, { slices: [...row.slices, Uint8Array.from(content)] });
    },

    async complete(id, { fileName, rows, at }) {
      change(id, { status: 'ready', fileName, rowsDone: rows, finishedAt: at });
    },

    async fail(id, error, at) {
      change(id, { status: 'failed', error, finishedAt: at, slices: [] });
    },

    async failStartedBefore(before, at) {
      const stale = [...db.writable(exportFilesTable).values()].filter(
        (row) => row.status === 'running' && row.startedAt !== null && row.startedAt < before,
      );
      for (const row of stale)
        change(row.id, { status: 'failed', error: 'abandoned', finishedAt: at, slices: [] });
      return stale.length;
    },

    async deleteExpired(now) {
      const rows = db.writable(exportFilesTable);
      const expired = [...rows.values()].filter((row) => row.expiresAt <= now);
      for (const row of expired) rows.delete(row.id);
      return expired.length;
    },
  };
}
