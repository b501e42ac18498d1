import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The recorded waits as histograms, one per kind and month (migration 0048, ADR 0051): how many
 * matched requests (`match`) or reviewed proofs (`proofReview`) started in a month (on Istanbul's
 * wall clock, as the reports' months) and waited a given number of minutes of working time, to the
 * nearest (`bucket`). Statement triggers on `project_requests` and `account_files` keep it in the
 * transaction that records, changes or removes a wait (`reports.recordWaits` records them), so the
 * reports' medians and 90th percentiles count up a few thousand buckets a month instead of sorting
 * every wait of the window. Counts only: nothing personal.
 */
export const waitHistogram = pgTable(
  'wait_histogram',
  {
    /** `match` or `proofReview` (core's `recordedWaits`). */
    kind: text('kind').notNull(),
    /** The first day of the month the waits started in, on Istanbul's wall clock. */
    month: date('month', { mode: 'string' }).notNull(),
    /** The wait in minutes of working time, to the nearest: floor(working days × 1440 + 0.5). */
    bucket: integer('bucket').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.month, table.bucket] })],
);
