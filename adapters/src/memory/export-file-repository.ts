import { randomUUID } from 'node:crypto';
import type { ExportFile, ExportFileRepository } from '@coach/core';
import { copy, type MemoryDb, memoryTable } from './memory-database.ts';

type ExportRow = ExportFile & { readonly content: Uint8Array<ArrayBuffer> | null };

export const exportFilesTable = memoryTable<ExportRow>('export_files');

const withoutContent = ({ content: _readApart, ...file }: ExportRow): ExportFile => copy(file);

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

    async readContent(id) {
      const row = db.rows(exportFilesTable).get(id);
      return row?.status === 'ready' && row.content && row.fileName
        ? { fileName: row.fileName, content: copy(row.content) }
        : null;
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
        content: null,
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

    async complete(id, { fileName, content, rows, at }) {
      change(id, {
        status: 'ready',
        fileName,
        content: Uint8Array.from(content),
        rowsDone: rows,
        finishedAt: at,
      });
    },

    async fail(id, error, at) {
      change(id, { status: 'failed', error, finishedAt: at });
    },

    async failStartedBefore(before, at) {
      const stale = [...db.writable(exportFilesTable).values()].filter(
        (row) => row.status === 'running' && row.startedAt !== null && row.startedAt < before,
      );
      for (const row of stale) change(row.id, { status: 'failed', error: 'abandoned', finishedAt: at });
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
