import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { moment } from './columns.ts';

/** One row per run of a scheduled job, on any instance: what ran, when, how it ended, what it did. */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    job: text('job').notNull(),
    /** `schedule` (croner tick), `manual` (CLI or administrator). */
    trigger: text('trigger').notNull(),
    instance: text('instance').notNull(),
    startedAt: moment('started_at').notNull(),
    finishedAt: moment('finished_at'),
    outcome: text('outcome').notNull().default('running'),
    counts: jsonb('counts').$type<Record<string, number>>().notNull().default({}),
    error: text('error'),
  },
  (table) => [
    index('job_runs_job_started_idx').on(table.job, table.startedAt),
    check('job_runs_outcome_check', sql`${table.outcome} in ('running', 'succeeded', 'failed')`),
    check('job_runs_trigger_check', sql`${table.trigger} in ('schedule', 'manual')`),
  ],
);
