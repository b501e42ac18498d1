import { randomUUID } from 'node:crypto';
import type { JobRun, JobRunRepository } from '@coach/core';
import { copy, type MemoryDb, memoryTable } from './memory-database.ts';

export const jobRunsTable = memoryTable<JobRun>('job_runs');

const newestFirst = (a: JobRun, b: JobRun) => b.startedAt.getTime() - a.startedAt.getTime();

export function memoryJobRunRepository(db: MemoryDb): JobRunRepository {
  const all = () => [...db.rows(jobRunsTable).values()];
  return {
    async latestOf(jobs, perJob) {
      return jobs.flatMap((job) =>
        all()
          .filter((run) => run.job === job)
          .sort(newestFirst)
          .slice(0, perJob)
          .map(copy),
      );
    },

    async hasScheduledRunSince(job, since) {
      return all().some(
        (run) => run.job === job && run.trigger === 'schedule' && run.startedAt.getTime() >= since.getTime(),
      );
    },

    async start(run) {
      const row: JobRun = {
        ...run,
        id: randomUUID(),
        finishedAt: null,
        outcome: 'running',
        counts: {},
        error: null,
      };
      db.writable(jobRunsTable).set(row.id, row);
      return copy(row);
    },

    async finish(id, result) {
      const rows = db.writable(jobRunsTable);
      const row = rows.get(id);
      if (row) rows.set(id, { ...row, ...copy(result) });
    },

    async deleteStartedBefore(before) {
      const rows = db.writable(jobRunsTable);
      let deleted = 0;
      for (const run of [...rows.values()]) {
        if (run.startedAt.getTime() < before.getTime()) {
          rows.delete(run.id);
          deleted++;
        }
      }
      return deleted;
    },
  };
}
