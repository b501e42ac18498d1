import { runsUseCase, type ServerJob } from './server-job.ts';

/**
 * Hourly: the warnings are due 7 days and 1 day before a project's deadline and 1 day before a
 * confirmation window closes, so an hour's delay changes nothing for the reader; each warning is
 * sent once (the use case records it), however often this runs.
 */
export const deadlineWarningsJob: ServerJob = {
  name: 'projects.deadlineWarnings',
  description: 'Mails the warnings before project deadlines and confirmation windows',
  schedule: '20 * * * *',
  run: runsUseCase(
    async () => (await import('@coach/core/projects/send-deadline-warnings')).sendDeadlineWarnings,
  ),
};
