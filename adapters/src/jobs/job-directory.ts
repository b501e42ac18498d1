import type { JobDirectory } from '@coach/core';
import { Cron } from 'croner';
import type { JobDefinition } from './job-definition.ts';

/**
 * The jobs as administrators see them, whether or not this process runs the scheduler: the
 * next tick is computed from the pattern (paused croner instances start no timer).
 */
export function createJobDirectory(jobs: readonly Omit<JobDefinition, 'run'>[]): JobDirectory {
  const patterns = new Map(
    jobs.map((job) => [job.name, new Cron(job.schedule, { timezone: job.timezone, paused: true })]),
  );
  return {
    list(now) {
      return jobs.map((job) => ({
        name: job.name,
        description: job.description,
        schedule: job.schedule,
        timezone: job.timezone,
        enabled: job.enabled,
        nextRunAt: job.enabled ? (patterns.get(job.name)?.nextRun(now) ?? null) : null,
      }));
    },
  };
}
