import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { moment } from './columns.ts';

/**
 * Every matching run (the schedule, an administrator's "run now", `npm run match`): when, how it
 * was started and by whom, and its figures. Written in the run's own transaction, with its pairs and
 * its left-overs (ADR 0019, addendum of 2026-11-30). The administrator is kept by id only, without a
 * reference: removing an account (ADR 0030) never touches a run, which then names a deleted member.
 */
export const matchingRuns = pgTable(
  'matching_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    startedAt: moment('started_at').notNull(),
    trigger: text('trigger').notNull(),
    startedByAccountId: uuid('started_by_account_id'),
    coachRequests: integer('coach_requests').notNull(),
    coacheeRequests: integer('coachee_requests').notNull(),
    pairs: integer('pairs').notNull(),
    unmatched: integer('unmatched').notNull(),
    durationMs: doublePrecision('duration_ms').notNull(),
  },
  (table) => [
    // The list, newest first, a page at a time.
    index('matching_runs_started_idx').on(table.startedAt, table.id),
    check(
      'matching_runs_trigger_check',
      sql`${table.trigger} in ('schedule', 'administrator', 'command_line')`,
    ),
  ],
);

/**
 * The pairs a run made, in the order it wrote them (`position` from 0): ids only, the names and the
 * requests' times are read by join when shown. No reference to the accounts or the requests, for
 * the same reason as above; the project is the one the run started.
 */
export const matchingRunPairs = pgTable(
  'matching_run_pairs',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => matchingRuns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    projectId: uuid('project_id').notNull(),
    coachRequestId: uuid('coach_request_id').notNull(),
    coacheeRequestId: uuid('coachee_request_id').notNull(),
    coachAccountId: uuid('coach_account_id').notNull(),
    coacheeAccountId: uuid('coachee_account_id').notNull(),
    language: text('language').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.runId, table.position] }),
    check('matching_run_pairs_language_check', sql`${table.language} in ('tr', 'en')`),
  ],
);

/** The requests a run left unpaired, oldest first (`position` from 0), with the reason's code. */
export const matchingRunLeftOvers = pgTable(
  'matching_run_left_overs',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => matchingRuns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    requestId: uuid('request_id').notNull(),
    accountId: uuid('account_id').notNull(),
    side: text('side').notNull(),
    reason: text('reason').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.runId, table.position] }),
    check('matching_run_left_overs_side_check', sql`${table.side} in ('coach', 'coachee')`),
  ],
);
