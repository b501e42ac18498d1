import { runsUseCase, type ServerJob } from './server-job.ts';

/**
 * Every ten minutes: the waits of requests matched since are recorded for the time-to-match
 * report (ADR 0051), which reads the clock for them until then.
 */
export const recordMatchWaitsJob: ServerJob = {
  name: 'reports.recordMatchWaits',
  description:
    'Records the wait in working days of requests matched since its last run, for the time-to-match report',
  schedule: '*/10 * * * *',
  run: runsUseCase(async () => (await import('@coach/core/reports/record-match-waits')).recordMatchWaits),
};
