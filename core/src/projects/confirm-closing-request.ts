import { confirmClosingRequestInputSchema, myProjectViewSchema } from '../contracts/projects.ts';
import { DomainError } from '../errors/domain-error.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { actOnProjectAsMember } from './project-actions.ts';
import { isInProject, myProjectView } from './project-view.ts';

/**
 * The coachee confirms the coach's closing request within the window: coachee +n, coach −n, both
 * mailed. The project's row is locked before anything is checked, so a confirmation racing the job
 * that ends the window (or 50 clicks at once) scores once.
 */
export const confirmClosingRequest = defineUseCase({
  name: 'projects.confirmClosingRequest',
  summary: "Confirm the coach's closing request as the coachee, within the confirmation window",
  access: 'projects.own',
  input: confirmClosingRequestInputSchema,
  output: myProjectViewSchema,
  errors: ['recordNotFound', 'projectNotOpen', 'onlyCoachee', 'confirmationWindowClosed'],
  success: 'recordUpdated',
  async run({ ctx, input }) {
    const { accountId } = assertSignedIn(ctx.actor);
    const now = ctx.clock.now();
    const details = await ctx.unitOfWork.run(async (tx) => {
      const closingRequest = await tx.repositories.projects.findClosingRequest(
        input.projectCompletionRequestId,
      );
      if (!closingRequest) throw new DomainError('recordNotFound');
      const project = await tx.repositories.projects.findById(closingRequest.projectId);
      // Someone else's closing request does not exist, as far as they can tell.
      if (!project || !isInProject(project, accountId)) throw new DomainError('recordNotFound');
      return actOnProjectAsMember(
        tx,
        closingRequest.projectId,
        { kind: 'confirmClosingRequest', actorAccountId: accountId },
        now,
      );
    });
    return myProjectView(details, accountId, ctx.clock.now());
  },
});
