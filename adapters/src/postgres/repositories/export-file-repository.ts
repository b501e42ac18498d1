import type {
  ExportFile,
  ExportFileRepository,
  ExportFormat,
  ExportKind,
  ExportStatus,
  Language,
  Viewer,
} from '@coach/core';
import { and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { AppDatabase } from '../database.ts';
import { exportFileChunks, exportFiles } from '../schema/exports.ts';
import { equalsConstant } from './constant-condition.ts';
import type { AfterCommit } from './index.ts';

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

/**
 * A stored file's slices, each read by its own statement when the one before was taken (ADR 0042,
 * addendum): a download holds one slice (2 MB), and stops reading when its client is gone. A slice
 * missing (the export purged meanwhile) ends the file with an error rather than short.
 */
async function* slicesOf(
  db: AppDatabase,
  id: string,
  count: number,
): AsyncGenerator<Uint8Array<ArrayBuffer>> {
  for (let position = 0; position < count; position += 1) {
    const [slice] = await db
      .select({ content: exportFileChunks.content })
      .from(exportFileChunks)
      .where(and(eq(exportFileChunks.exportId, id), eq(exportFileChunks.position, position)));
    if (!slice) throw new Error(`The export's file is gone (slice ${position} of ${count})`);
    yield slice.content as Uint8Array<ArrayBuffer>;
  }
}

/** A file stored whole in `export_files.content`, before the slices (at most a workbook's size). */
async function* wholeContentOf(db: AppDatabase, id: string): AsyncGenerator<Uint8Array<ArrayBuffer>> {
  const [row] = await db
    .select({ content: exportFiles.content })
    .from(exportFiles)
    .where(eq(exportFiles.id, id));
  if (!row?.content) throw new Error("The export's file is gone");
  yield row.content as Uint8Array<ArrayBuffer>;
}

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

    async openContent(id) {
      const [row] = await db
        .select({
          fileName: exportFiles.fileName,
          wholeBytes: sql<number | null>`octet_length(${exportFiles.content})`,
        })
        .from(exportFiles)
        .where(and(eq(exportFiles.id, id), eq(exportFiles.status, 'ready')));
      if (!row?.fileName) return null;
      // Sizes from the values' headers (octet_length does not read a stored value's bytes).
      const [sliced] = await db
        .select({
          slices: sql<number>`count(*)::int`,
          bytes: sql<string | null>`sum(octet_length(${exportFileChunks.content}))::text`,
        })
        .from(exportFileChunks)
        .where(eq(exportFileChunks.exportId, id));
      const slices = sliced?.slices ?? 0;
      if (slices > 0)
        return {
          fileName: row.fileName,
          byteLength: Number(sliced?.bytes ?? 0),
          slices: slicesOf(db, id, slices),
        };
      // A file stored whole (before its slices were kept apart) is still read whole.
      if (row.wholeBytes === null) return null;
      return { fileName: row.fileName, byteLength: row.wholeBytes, slices: wholeContentOf(db, id) };
    },

    async appendSlice(id, position, content) {
      await db.insert(exportFileChunks).values({ exportId: id, position, content });
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

    async complete(id, { fileName, rows, at }) {
      await db
        .update(exportFiles)
        .set({ status: 'ready', fileName, rowsDone: rows, finishedAt: at, content: null })
        .where(eq(exportFiles.id, id));
    },

    async fail(id, error, at) {
      await db.delete(exportFileChunks).where(eq(exportFileChunks.exportId, id));
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
      if (failed.length > 0)
        await db.delete(exportFileChunks).where(
          inArray(
            exportFileChunks.exportId,
            failed.map((row) => row.id),
          ),
        );
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
