import type { JobOutcome, JobRun, JobRunRepository, JobTrigger } from '@coach/core';
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { AppDatabase } from '../database.ts';
import { jobRuns } from '../schema/jobs.ts';

function toRun(row: typeof jobRuns.$inferSelect): JobRun {
  // Trigger and outcome are narrowed by the table's CHECK constraints.
  return { ...row, trigger: row.trigger as JobTrigger, outcome: row.outcome as JobOutcome };
}

export function jobRunRepository(db: AppDatabase): JobRunRepository {
  return {
    async latestOf(jobs, perJob) {
      // One indexed query per job (job_runs_job_started_idx); there are only a handful of jobs.
      const perJobRows = await Promise.all(
        jobs.map((job) =>
          db
            .select()
            .from(jobRuns)
            .where(eq(jobRuns.job, job))
            .orderBy(desc(jobRuns.startedAt))
            .limit(perJob),
        ),
      );
      return perJobRows.flat().map(toRun);
    },

    async hasScheduledRunSince(job, since) {
      const [row] = await db
        .select({ id: jobRuns.id })
        .from(jobRuns)
        .where(and(eq(jobRuns.job, job), eq(jobRuns.trigger, 'schedule'), gte(jobRuns.startedAt, since)))
        .limit(1);
      return row !== undefined;
    },

    async start(run) {
      const [row] = await db.insert(jobRuns).values(run).returning();
      if (!row) throw new Error('Insert into job_runs returned no row');
      return toRun(row);
    },

    async finish(id, { finishedAt, outcome, counts, error }) {
      await db.update(jobRuns).set({ finishedAt, outcome, counts, error }).where(eq(jobRuns.id, id));
    },

    async deleteStartedBefore(before) {
      const rows = await db
        .delete(jobRuns)
        .where(lt(jobRuns.startedAt, before))
        .returning({ id: jobRuns.id });
      return rows.length;
    },
  };
}
