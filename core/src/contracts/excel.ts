import { z } from 'zod';
import { uploadedFileSchema } from './files.ts';
import { languageSchema } from './language.ts';

/** The media type of .xlsx workbooks, the only kind the import takes and the export writes. */
export const xlsxContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** At most this many account rows under the header per import file. */
export const maxImportRows = 5000;

/** The largest workbook an import takes. */
export const maxImportBytes = 5 * 1024 * 1024;

/** `GET accounts/downloadexcelaccount`: the column headers and values are written in `language`. */
export const exportAccountsInputSchema = z.object({ language: languageSchema.default('tr') });

/**
 * `POST accounts/excelaccountfileupload` (multipart): the workbook, and the language of the row
 * messages and of the set-password mail of accounts whose row names no mail language.
 */
export const importAccountsInputSchema = z.object({
  file: uploadedFileSchema,
  language: languageSchema.default('tr'),
});

/** One problem of one row: the row and column as the spreadsheet program shows them. */
export const importRowErrorSchema = z
  .object({
    /** The row number as the spreadsheet shows it (the header is row 1). */
    row: z.int(),
    /** The column's header as written in the file; empty for a problem of the whole row. */
    column: z.string(),
    /** The column's field (`email`, `phone`, …); empty for a problem of the whole row. */
    field: z.string(),
    /** What is wrong, in the language asked for. */
    message: z.string(),
  })
  .meta({ id: 'ImportRowError' });
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/** The `data` of 4045 importRowsInvalid: nothing was written. */
export const importRowsInvalidDataSchema = z.object({
  /** How many rows have at least one error. */
  errorCount: z.int(),
  rows: z.array(importRowErrorSchema),
  /** True when there were more errors than `rows` lists. */
  truncated: z.boolean(),
});
export type ImportRowsInvalidData = z.infer<typeof importRowsInvalidDataSchema>;

export const spreadsheetProblems = ['unreadable', 'missingColumns', 'duplicateColumns', 'noRows'] as const;
export type SpreadsheetProblem = (typeof spreadsheetProblems)[number];

/** The `data` of 4049 spreadsheetUnreadable: why, and which column headers are missing or doubled. */
export const spreadsheetUnreadableDataSchema = z.object({
  reason: z.enum(spreadsheetProblems),
  /** The headers of the missing (or doubled) columns, in the language asked for. */
  columns: z.array(z.string()),
});
export type SpreadsheetUnreadableData = z.infer<typeof spreadsheetUnreadableDataSchema>;

/** What an import did: every row was valid, so every new account was created. */
export const importAccountsResultSchema = z
  .object({
    /** Account rows in the file. */
    total: z.int(),
    created: z.int(),
    /** Rows whose e-mail already belongs to an account: left unchanged (ADR 0017). */
    skipped: z.array(z.object({ row: z.int(), email: z.string() })),
    /** Opening-balance ledger entries written. */
    openingBalances: z.int(),
    /** Set-password links mailed: one per new account that may sign in (not passive, not locked). */
    setPasswordMails: z.int(),
  })
  .meta({ id: 'ImportAccountsResult' });
export type ImportAccountsResult = z.infer<typeof importAccountsResultSchema>;

export const importPhases = ['validating', 'writing'] as const;
export type ImportPhase = (typeof importPhases)[number];

/**
 * A line of the import's progress stream (`Accept: application/x-ndjson`): how far the phase is.
 * The stream's last line is the answer's envelope instead.
 */
export const importProgressSchema = z
  .object({ phase: z.enum(importPhases), done: z.int(), total: z.int() })
  .meta({ id: 'ImportProgress' });
export type ImportProgress = z.infer<typeof importProgressSchema>;

/** The media type of the progress stream: one JSON value per line. */
export const progressStreamContentType = 'application/x-ndjson';
