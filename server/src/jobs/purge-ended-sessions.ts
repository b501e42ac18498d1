import { purgeEndedSessions } from '@coach/core/operations/purge-ended-sessions';
import { execute } from '@coach/core/shared/use-case';
import type { ServerJob } from './server-job.ts';

/** Hourly: the table of sessions holds the live ones and those of the last day only. */
export const purgeEndedSessionsJob: ServerJob = {
  name: 'sessions.purge',
  description: 'Deletes sessions that ended (expired or signed out) more than a day ago',
  schedule: '15 * * * *',
  run: (ctx) => execute(purgeEndedSessions, ctx, {}),
};
