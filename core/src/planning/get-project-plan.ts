import { projectPlanQuerySchema, projectPlanSchema } from '../contracts/session-plans.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { readProjectPlan } from './plan-view.ts';

/** A project's calendar (the open proposal, the scheduled sessions), for its two partners only. */
export const getProjectPlan = defineUseCase({
  name: 'planning.get',
  summary: "One of your projects' open proposal and scheduled sessions",
  access: 'projects.own',
  input: projectPlanQuerySchema,
  output: projectPlanSchema,
  errors: ['recordNotFound'],
  async run({ ctx, input }) {
    const { accountId } = assertSignedIn(ctx.actor);
    return readProjectPlan(ctx.repositories, input.projectId, accountId, ctx.clock.now());
  },
});
