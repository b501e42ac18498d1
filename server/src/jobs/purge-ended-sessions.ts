import { runsUseCase, type ServerJob } from './server-job.ts';

/** Hourly: the table of sessions holds the live ones and those of the last day only. */
export const purgeEndedSessionsJob: ServerJob = {
  name: 'sessions.purge',
  description: 'Deletes sessions that ended (expired or signed out) more than a day ago',
  schedule: '15 * * * *',
  run: runsUseCase(
    async () => (await import('@coach/core/operations/purge-ended-sessions')).purgeEndedSessions,
  ),
};
