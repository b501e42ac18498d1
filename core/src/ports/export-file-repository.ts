import type { ExportFile, NewExportFile } from '../exports/domain/export-file.ts';

/**
 * The file of a ready export as it is read: its size, and its stored slices one at a time, so that
 * a download holds one slice, not the file (ADR 0042, addendum). Each slice is read when the one
 * before has been taken; stopping the iteration (a client gone) reads no more.
 */
export interface StoredExportFile {
  readonly fileName: string;
  readonly byteLength: number;
  readonly slices: AsyncIterable<Uint8Array<ArrayBuffer>>;
}

export interface ExportFileReads {
  findById(id: string): Promise<ExportFile | null>;
  /** The file of a ready export, or null. */
  openContent(id: string): Promise<StoredExportFile | null>;
}

/** Export jobs (ADR 0042): asked for by a request, written by the export job, kept for a day. */
export interface ExportFileRepository extends ExportFileReads {
  /** A pending export; its commit wakes the export job. */
  insert(file: NewExportFile): Promise<ExportFile>;
  /**
   * Takes the oldest pending export for this run (`running`, started at `now`), passing over one
   * that another instance is taking at the same moment (`FOR UPDATE SKIP LOCKED`); null when none.
   */
  claimNext(now: Date): Promise<ExportFile | null>;
  recordProgress(id: string, rowsDone: number, rowsTotal: number): Promise<void>;
  /**
   * Stores the next slice of a running export's file as it is written (`position` 0, 1, … in the
   * file's order); the file is read only once the export is complete.
   */
  appendSlice(id: string, position: number, content: Uint8Array): Promise<void>;
  /** The export is ready: its file is the slices appended. */
  complete(
    id: string,
    file: { readonly fileName: string; readonly rows: number; readonly at: Date },
  ): Promise<void>;
  /** The export failed; the slices it stored are deleted. */
  fail(id: string, error: string, at: Date): Promise<void>;
  /**
   * Running exports started before `before` whose instance must have stopped (a server killed in
   * the middle): failed, their slices deleted, so that their requester may start another. Answers
   * how many.
   */
  failStartedBefore(before: Date, at: Date): Promise<number>;
  /** Deletes the exports (and files) that expire at `now` or before; answers how many. */
  deleteExpired(now: Date): Promise<number>;
}
