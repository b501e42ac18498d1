import { runsUseCase, type ServerJob } from './server-job.ts';

/** Nightly: a notification is kept 90 days (ADR 0055); a day more or less changes nothing. */
export const purgeNotificationsJob: ServerJob = {
  name: 'notifications.purge',
  description: 'Deletes notifications older than 90 days',
  schedule: '50 3 * * *',
  run: runsUseCase(
    async () => (await import('@coach/core/notifications/purge-notifications')).purgeOldNotifications,
  ),
};
