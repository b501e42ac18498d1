import type { JobDefinition } from '@coach/adapters/jobs/job-definition';
import type { JobLocks } from '@coach/adapters/jobs/job-locks';
import { runJob } from '@coach/adapters/jobs/run-job';
import type { JobRunNow, UseCaseContext } from '@coach/core';

/**
 * An administrator's "run now": the same runner, lock and record as a scheduled tick, so a manual
 * run waits for no schedule and never overlaps a run of the same job elsewhere.
 */
export function manualJobRunner(
  systemContext: () => UseCaseContext,
  locks: JobLocks,
  /** This server instance, recorded with each run. */
  instance: string,
): (job: JobDefinition) => Promise<JobRunNow> {
  return async (job) => {
    const { repositories, unitOfWork, clock } = systemContext();
    const result = await runJob({ repositories, unitOfWork, clock, locks, instance }, job, 'manual');
    return result.status === 'ran' ? { status: 'ran', run: result.run } : { status: 'locked' };
  };
}
