import { z } from 'zod';
import { noInput } from '../contracts/common.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { runProjectJob } from './project-jobs.ts';

/**
 * The job that ends projects nobody closed by their deadline (`projectClosingDays` after the start,
 * fixed when they started): `aborted_by_system`, both partners −`penaltyPoints` as
 * `unclosed_penalty`, both mailed.
 *
 * A project whose coach sent a closing request that is still waiting is left open: the coach did
 * act in time, and the confirmation window is the coachee's right even when it runs past the
 * deadline. The window's end then decides (expireClosingRequests: `completed_by_system`).
 */
export const endOverdueProjects = defineUseCase({
  name: 'projects.endOverdue',
  summary: 'End by the system, with the penalty for both, the projects open past their deadline',
  access: 'system',
  input: noInput,
  output: z.object({ ended: z.int() }),
  errors: [],
  async run({ ctx }) {
    const ended = await runProjectJob(
      ctx,
      (now, limit) => ctx.repositories.projects.listOverdue(now, limit),
      { kind: 'endOverdue' },
    );
    return { ended };
  },
});
