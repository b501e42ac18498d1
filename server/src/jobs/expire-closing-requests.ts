import { runsUseCase, type ServerJob } from './server-job.ts';

/**
 * Every ten minutes: a closing request whose confirmation window has passed completes its project
 * (`completed_by_system`, the coach's points deducted). The window is days long, so ten minutes
 * late is nothing to the members, and a confirmation after the window is refused by its own rule
 * meanwhile (4053); a tick this often costs one indexed query when nothing is due.
 */
export const expireClosingRequestsJob: ServerJob = {
  name: 'projects.expireClosingRequests',
  description: 'Completes projects whose closing request was not confirmed within the window',
  schedule: '*/10 * * * *',
  run: runsUseCase(
    async () => (await import('@coach/core/projects/expire-closing-requests')).expireClosingRequests,
  ),
};
