import { myProjectViewSchema, projectSessionsInputSchema } from '../contracts/projects.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { projectActionRefusals } from './domain/project-lifecycle.ts';
import { actOnProjectAsMember } from './project-actions.ts';
import { myProjectView } from './project-view.ts';

/**
 * The coach asks to close the project with the hours they gave, at least `closingRequestMinDays`
 * after the start and once only. No points move yet: the coachee is mailed a confirm link and has
 * `confirmationWindowDays` to confirm; after that the system completes the project.
 */
export const sendClosingRequest = defineUseCase({
  name: 'projects.sendClosingRequest',
  summary: 'Send the coachee a closing request with the session count, to confirm within the window',
  access: 'projects.own',
  input: projectSessionsInputSchema,
  output: myProjectViewSchema,
  errors: [...projectActionRefusals, 'onlyCoach', 'closingRequestTooEarly', 'closingRequestAlreadySent'],
  success: 'recordAdded',
  async run({ ctx, input }) {
    const { accountId } = assertSignedIn(ctx.actor);
    const now = ctx.clock.now();
    const details = await ctx.unitOfWork.run((tx) =>
      actOnProjectAsMember(
        tx,
        input.projectId,
        {
          kind: 'sendClosingRequest',
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
