import type { JobDirectory, JobRunNow } from '@coach/core';
import { Cron } from 'croner';
import type { JobDefinition } from './job-definition.ts';

/** The next tick of `pattern` after `now`, or null when croner refuses it. */
function nextTick(pattern: string, timezone: string, now: Date): Date | null {
  let cron: Cron;
  try {
    cron = new Cron(pattern, { timezone, paused: true });
  } catch {
    return null;
  }
  try {
    return cron.nextRun(now);
  } finally {
    cron.stop();
  }
}

/**
 * The jobs as administrators see them, whether or not this process runs the scheduler: the
 * next tick is computed from the pattern (paused croner instances start no timer). A job with a
 * live schedule (the matching schedule setting) shows the pattern last read.
 */
export function createJobDirectory<Job extends Omit<JobDefinition, 'run'>>(
  jobs: readonly Job[],
  /** Runs one of `jobs` at once (manual trigger); without it the directory only lists. */
  runNow?: (job: Job) => Promise<JobRunNow>,
): JobDirectory {
  return {
    ...(runNow && {
      async run(name: string): Promise<JobRunNow> {
        const job = jobs.find((candidate) => candidate.name === name);
        return job ? runNow(job) : { status: 'unknown' };
      },
    }),
    list(now) {
      return jobs.map((job) => {
        const schedule = job.live?.current() ?? job.schedule;
        return {
          name: job.name,
          description: job.description,
          schedule,
          timezone: job.timezone,
          enabled: job.enabled,
          nextRunAt: job.enabled ? nextTick(schedule, job.timezone, now) : null,
        };
      });
    },
  };
}
