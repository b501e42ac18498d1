import { runsUseCase, type ServerJob } from './server-job.ts';

/**
 * A commit that asks for an export wakes it at once (ADR 0042); the tick every minute is the
 * safety net (an export asked for on another instance, a wake-up lost in a restart).
 */
export const runExportsJob: ServerJob = {
  name: 'exports.run',
  description: 'Writes the files of the exports asked for in the back office',
  schedule: '* * * * *',
  run: runsUseCase(async () => (await import('@coach/core/exports/run-exports')).runPendingExports),
};
