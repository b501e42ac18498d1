import { runsUseCase, type ServerJob } from './server-job.ts';

/**
 * Every ten minutes: the waits of requests matched and proofs reviewed since are recorded for the
 * reports (ADR 0051), which read the working-day clock for them until then.
 */
export const recordWaitsJob: ServerJob = {
  name: 'reports.recordWaits',
  description:
    'Records the wait in working days of requests matched and proofs reviewed since its last run, for the reports',
  schedule: '*/10 * * * *',
  run: runsUseCase(async () => (await import('@coach/core/reports/record-waits')).recordWaits),
};
