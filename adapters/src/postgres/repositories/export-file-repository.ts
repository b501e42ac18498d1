import type {
  ExportFile,
  ExportFileRepository,
  ExportFormat,
  ExportKind,
  ExportStatus,
  Language,
  Viewer,
} from '@coach/core';
import { and, asc, eq, lt, lte, sql } from 'drizzle-orm';
import type { AppDatabase } from '../database.ts';
import { exportFileChunks, exportFiles } from '../schema/exports.ts';
import { equalsConstant } from './constant-condition.ts';
import type { AfterCommit } from './index.ts';

/** How much of a file one statement stores. */
const storedSliceBytes = 2 * 1024 * 1024;

/** Bytes as a statement's parameter, typed as the column's. */

/** Every column but the file's bytes, which only a download reads. */
const fileColumns = {
  id: exportFiles.id,
  kind: exportFiles.kind,
  language: exportFiles.language,
  format: exportFiles.format,
  filters: exportFiles.filters,
  requestedBy: exportFiles.requestedBy,
  viewer: exportFiles.viewer,
  status: exportFiles.status,
  rowsDone: exportFiles.rowsDone,
  rowsTotal: exportFiles.rowsTotal,
  fileName: exportFiles.fileName,
  error: exportFiles.error,
  createdAt: exportFiles.createdAt,
  startedAt: exportFiles.startedAt,
  finishedAt: exportFiles.finishedAt,
  expiresAt: exportFiles.expiresAt,
};

type FileRow = { [Key in keyof typeof fileColumns]: (typeof fileColumns)[Key]['_']['data'] | null } & {
  id: string;
};

// The text columns are narrowed by CHECK constraints and by the one writer, so these casts restate them.
const toFile = (row: typeof exportFiles.$inferSelect | FileRow): ExportFile => ({
  id: row.id,
  kind: row.kind as ExportKind,
  language: row.language as Language,
  format: row.format as ExportFormat,
  filters: row.filters ?? {},
  requestedBy: row.requestedBy as string,
  viewer: row.viewer as Viewer,
  status: row.status as ExportStatus,
  rowsDone: row.rowsDone ?? 0,
  rowsTotal: row.rowsTotal ?? null,
  fileName: row.fileName ?? null,
  error: row.error ?? null,
  createdAt: row.createdAt as Date,
  startedAt: row.startedAt ?? null,
  finishedAt: row.finishedAt ?? null,
  expiresAt: row.expiresAt as Date,
});

/** Export jobs on PostgreSQL (ADR 0042); a committed new one calls `onRequested` (wakes the job). */
export function exportFileRepository(
  db: AppDatabase,
  afterCommit: AfterCommit,
  onRequested: () => void,
): ExportFileRepository {
  return {
    async findById(id) {
      const [row] = await db.select(fileColumns).from(exportFiles).where(eq(exportFiles.id, id));
      return row ? toFile(row) : null;
    },

    async readContent(id) {
      const [row] = await db
        .select({ fileName: exportFiles.fileName, content: exportFiles.content })
        .from(exportFiles)
        .where(and(eq(exportFiles.id, id), eq(exportFiles.status, 'ready')));
      if (!row?.fileName) return null;
      const chunks = await db
        .select({ content: exportFileChunks.content })
        .from(exportFileChunks)
        .where(eq(exportFileChunks.exportId, id))
        .orderBy(asc(exportFileChunks.position));
      // A file stored whole (before its slices were kept apart) is still read whole.
      const parts =
        chunks.length > 0 ? chunks.map((chunk) => chunk.content) : row.content ? [row.content] : null;
      if (!parts) return null;
      return { fileName: row.fileName, content: new Uint8Array(Buffer.concat(parts)) };
    },

    async insert(file) {
      const [row] = await db.insert(exportFiles).values(file).returning(fileColumns);
      if (!row) throw new Error('Insert into export_files returned no row');
      afterCommit(onRequested);
      return toFile(row);
    },

    async claimNext(now) {
      const [row] = await db
        .update(exportFiles)
        .set({ status: 'running', startedAt: now })
        .where(
          eq(
            exportFiles.id,
            sql`(${db
              .select({ id: exportFiles.id })
              .from(exportFiles)
              .where(equalsConstant(exportFiles.status, 'pending'))
              .orderBy(asc(exportFiles.createdAt))
              .limit(1)
              .for('update', { skipLocked: true })})`,
          ),
        )
        .returning(fileColumns);
      return row ? toFile(row) : null;
    },

    async recordProgress(id, rowsDone, rowsTotal) {
      await db.update(exportFiles).set({ rowsDone, rowsTotal }).where(eq(exportFiles.id, id));
    },

    async complete(id, { fileName, content, rows, at }) {
      // The file goes in slices, one row each: postgres.js sends a bytea as hex text, so the whole
      // file in one statement would cost the server some eight times its size at once (ADR 0042),
      // and appending to one value rewrote all of it at every slice.
      await db.transaction(async (tx) => {
        await tx.delete(exportFileChunks).where(eq(exportFileChunks.exportId, id));
        for (let position = 0; position * storedSliceBytes < content.length; position += 1) {
          const start = position * storedSliceBytes;
          await tx.insert(exportFileChunks).values({
            exportId: id,
            position,
            content: content.subarray(start, start + storedSliceBytes),
          });
        }
        await tx
          .update(exportFiles)
          .set({ status: 'ready', fileName, rowsDone: rows, finishedAt: at, content: null })
          .where(eq(exportFiles.id, id));
      });
    },

    async fail(id, error, at) {
      await db
        .update(exportFiles)
        .set({ status: 'failed', error, finishedAt: at })
        .where(eq(exportFiles.id, id));
    },

    async failStartedBefore(before, at) {
      const failed = await db
        .update(exportFiles)
        .set({ status: 'failed', error: 'abandoned', finishedAt: at })
        .where(and(eq(exportFiles.status, 'running'), lt(exportFiles.startedAt, before)))
        .returning({ id: exportFiles.id });
      return failed.length;
    },

    async deleteExpired(now) {
      const deleted = await db
        .delete(exportFiles)
        .where(lte(exportFiles.expiresAt, now))
        .returning({ id: exportFiles.id });
      return deleted.length;
    },
  };
}
