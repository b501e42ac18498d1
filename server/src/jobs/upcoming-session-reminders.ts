import { runsUseCase, type ServerJob } from './server-job.ts';

/**
 * Hourly: mails both partners of each scheduled session that starts within a day and was not
 * reminded of yet (ADR 0056). Each session is reminded once (the use case records it before it
 * mails), however often this runs; a session moved to a new time is reminded of again.
 */
export const upcomingSessionRemindersJob: ServerJob = {
  name: 'planning.sessionReminders',
  description: 'Mails both partners the day before a scheduled session',
  schedule: '15 * * * *',
  run: runsUseCase(
    async () =>
      (await import('@coach/core/planning/send-upcoming-session-reminders')).sendUpcomingSessionReminders,
  ),
};
