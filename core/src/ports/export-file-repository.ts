import type { ExportFile, NewExportFile } from '../exports/domain/export-file.ts';

export interface ExportFileReads {
  findById(id: string): Promise<ExportFile | null>;
  /** The file of a ready export, or null. */
  readContent(
    id: string,
  ): Promise<{ readonly fileName: string; readonly content: Uint8Array<ArrayBuffer> } | null>;
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
  complete(
    id: string,
    file: {
      readonly fileName: string;
      readonly content: Uint8Array;
      readonly rows: number;
      readonly at: Date;
    },
  ): Promise<void>;
  fail(id: string, error: string, at: Date): Promise<void>;
  /**
   * Running exports started before `before` whose instance must have stopped (a server killed in
   * the middle): failed, so that their requester may start another. Answers how many.
   */
  failStartedBefore(before: Date, at: Date): Promise<number>;
  /** Deletes the exports (and files) that expire at `now` or before; answers how many. */
  deleteExpired(now: Date): Promise<number>;
}
