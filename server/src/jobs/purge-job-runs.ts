import { runsUseCase, type ServerJob } from './server-job.ts';

/** Nightly, when nothing else happens: keeps job_runs at two weeks of history. */
export const purgeJobRunsJob: ServerJob = {
  name: 'jobRuns.purge',
  description: 'Deletes job runs older than two weeks',
  schedule: '30 3 * * *',
  run: runsUseCase(async () => (await import('@coach/core/operations/purge-job-runs')).purgeJobRuns),
};
