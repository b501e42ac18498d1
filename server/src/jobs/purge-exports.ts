import { runsUseCase, type ServerJob } from './server-job.ts';

/** Hourly: an export's file is kept a day (ADR 0042); an hour more or less changes nothing. */
export const purgeExportsJob: ServerJob = {
  name: 'exports.purgeExpired',
  description: 'Deletes export files past their day',
  schedule: '35 * * * *',
  run: runsUseCase(async () => (await import('@coach/core/exports/purge-exports')).purgeExpiredExports),
};
