import { z } from 'zod';
import { isoDateTimeSchema } from './common.ts';
import { languageSchema } from './language.ts';

/** What the back office exports as a job (ADR 0042): one kind per list an administrator filters. */
export const exportKinds = ['accounts', 'orders', 'projects', 'ledger', 'audit', 'openRequests'] as const;
export type ExportKind = (typeof exportKinds)[number];

/** `.xlsx` (typed cells: dates as dates, numbers as numbers) or `.csv` (in the language's dialect). */
export const exportFormats = ['xlsx', 'csv'] as const;
export const exportFormatSchema = z.enum(exportFormats, { error: 'invalidValue' });
export type ExportFormat = (typeof exportFormats)[number];

/** pending: waiting for the export job; running: rows being written; ready: the file may be downloaded. */
export const exportStatuses = ['pending', 'running', 'ready', 'failed'] as const;
export type ExportStatus = (typeof exportStatuses)[number];

/** How long a finished export's file is kept for its download. */
export const exportRetentionHours = 24;

/**
 * What every `POST …/exports` takes: the headers and values are written in `language`, the file in
 * `format` (an `.xlsx` unless told, as the accounts' export always was). A list's export adds its
 * list's filters.
 */
export const startExportInputSchema = z.object({
  language: languageSchema.default('tr'),
  format: exportFormatSchema.default('xlsx'),
});
export type StartExportInput = z.input<typeof startExportInputSchema>;

export const exportIdInputSchema = z.object({ id: z.uuid({ error: 'invalidValue' }) });

/** An export job as its requester sees it: where it is, and the file's name once it is ready. */
export const exportJobSchema = z
  .object({
    id: z.string(),
    kind: z.enum(exportKinds),
    format: z.enum(exportFormats),
    status: z.enum(exportStatuses),
    /** Rows written so far. */
    rowsDone: z.int(),
    /** Rows counted when the export started; null until then. */
    rowsTotal: z.int().nullable(),
    /** The file's name once it is ready. */
    fileName: z.string().nullable(),
    createdAt: isoDateTimeSchema,
    /** When the file is deleted (and the export with it). */
    expiresAt: isoDateTimeSchema,
  })
  .meta({ id: 'ExportJob' });
export type ExportJob = z.infer<typeof exportJobSchema>;
