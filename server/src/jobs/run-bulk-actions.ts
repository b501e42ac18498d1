import { runsUseCase, type ServerJob } from './server-job.ts';

/**
 * A commit that starts a bulk action on accounts wakes it at once (ADR 0052); the tick every minute
 * is the safety net, and resumes an action whose run stopped (a restart mid-way).
 */
export const runBulkActionsJob: ServerJob = {
  name: 'accounts.bulkActions',
  description: 'Carries out the bulk actions on accounts started in the back office',
  schedule: '* * * * *',
  run: runsUseCase(async () => (await import('@coach/core/accounts/run-bulk-actions')).runBulkActions),
};
