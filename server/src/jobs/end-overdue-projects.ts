import { runsUseCase, type ServerJob } from './server-job.ts';

/**
 * Every ten minutes, five minutes after the closing-request job (so the two never start together):
 * a project still open past its deadline (`projectClosingDays`) ends as `aborted_by_system`, both
 * sides losing the penalty. Ten minutes keep the gap after a 15-week deadline small, and the query
 * for nothing due is one indexed read.
 */
export const endOverdueProjectsJob: ServerJob = {
  name: 'projects.endOverdue',
  description: 'Ends projects left open past their deadline, with the penalty for both sides',
  schedule: '5-59/10 * * * *',
  run: runsUseCase(
    async () => (await import('@coach/core/projects/end-overdue-projects')).endOverdueProjects,
  ),
};
