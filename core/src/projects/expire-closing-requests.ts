import { z } from 'zod';
import { noInput } from '../contracts/common.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { runProjectJob } from './project-jobs.ts';

/**
 * The job that ends confirmation windows: a closing request the coachee did not confirm in time
 * completes its project by the system (`completed_by_system`): the coach −n, the coachee nothing;
 * both are mailed. Safe to run again and on several servers at once: each project is locked and
 * checked again before it is closed.
 */
export const expireClosingRequests = defineUseCase({
  name: 'projects.expireClosingRequests',
  summary: 'Complete by the system the projects whose closing request was not confirmed in time',
  access: 'system',
  input: noInput,
  output: z.object({ completed: z.int() }),
  errors: [],
  async run({ ctx }) {
    const completed = await runProjectJob(
      ctx,
      (now, limit) => ctx.repositories.projects.listExpiredClosingRequests(now, limit),
      { kind: 'expireClosingRequest' },
    );
    return { completed };
  },
});
