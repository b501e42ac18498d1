import { runsUseCase, type ServerJob } from './server-job.ts';

/**
 * Daily at 10:00 Istanbul time: mails both partners of each open project that went 14 days without
 * a logged session. Each gap is reminded once (the use case records it before it mails), however
 * often this runs; a new session starts a new gap. Gaps count in whole days, so once a day is
 * enough, and mid-morning reaches people at work rather than at breakfast.
 */
export const sessionRemindersJob: ServerJob = {
  name: 'projects.sessionReminders',
  description: 'Mails both partners of an open project after 14 days without a logged session',
  schedule: '0 10 * * *',
  run: runsUseCase(
    async () => (await import('@coach/core/coaching/send-session-reminders')).sendSessionReminders,
  ),
};
