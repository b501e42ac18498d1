import { myProjectViewSchema, projectSessionsInputSchema } from '../contracts/projects.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { projectActionRefusals } from './domain/project-lifecycle.ts';
import { actOnProjectAsMember } from './project-actions.ts';
import { myProjectView } from './project-view.ts';

/**
 * The coachee completes an open project with the session hours they received: coachee +n, coach −n,
 * both mailed. A closing request the coach sent meanwhile is superseded by the coachee's count.
 */
export const completeProjectAsCoachee = defineUseCase({
  name: 'projects.completeAsCoachee',
  summary: 'Complete an open project as its coachee, with the session count: coachee +n, coach −n',
  access: 'projects.own',
  input: projectSessionsInputSchema,
  output: myProjectViewSchema,
  errors: [...projectActionRefusals, 'onlyCoachee'],
  success: 'recordUpdated',
  async run({ ctx, input }) {
    const { accountId } = assertSignedIn(ctx.actor);
    const now = ctx.clock.now();
    const details = await ctx.unitOfWork.run((tx) =>
      actOnProjectAsMember(
        tx,
        input.projectId,
        {
          kind: 'completeByCoachee',
          actorAccountId: accountId,
          sessionCount: input.sessionCount,
          confirmAboveLog: input.confirmAboveLog,
        },
        now,
      ),
    );
    return myProjectView(details, accountId, ctx.clock.now());
  },
});
