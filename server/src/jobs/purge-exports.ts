import { purgeExpiredExports } from '@coach/core/exports/purge-exports';
import { execute } from '@coach/core/shared/use-case';
import type { ServerJob } from './server-job.ts';

/** Hourly: an export's file is kept a day (ADR 0042); an hour more or less changes nothing. */
export const purgeExportsJob: ServerJob = {
  name: 'exports.purgeExpired',
  description: 'Deletes export files past their day',
  schedule: '35 * * * *',
  run: (ctx) => execute(purgeExpiredExports, ctx, {}),
};
