import { execute, purgeSignInRecords } from '@coach/core';
import type { ServerJob } from './server-job.ts';

/** Hourly: the sign-in throttle and the rate limits keep what still matters and a day more. */
export const purgeSignInRecordsJob: ServerJob = {
  name: 'signIn.purge',
  description: 'Deletes failed-sign-in series and rate-limit windows that ended more than a day ago',
  schedule: '45 * * * *',
  run: (ctx) => execute(purgeSignInRecords, ctx, {}),
};
