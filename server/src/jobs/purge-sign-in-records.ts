import { runsUseCase, type ServerJob } from './server-job.ts';

/**
 * Hourly: the sign-in throttle and the rate limits keep what still matters and a day more; the
 * flows and tickets of provider sign-ins go once expired.
 */
export const purgeSignInRecordsJob: ServerJob = {
  name: 'signIn.purge',
  description:
    'Deletes failed-sign-in series and rate-limit windows that ended more than a day ago, and expired provider sign-in flows and tickets',
  schedule: '45 * * * *',
  run: runsUseCase(
    async () => (await import('@coach/core/operations/purge-sign-in-records')).purgeSignInRecords,
  ),
};
