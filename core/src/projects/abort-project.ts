import { recordAudit } from '../audit/record-audit.ts';
import { abortProjectInputSchema, projectViewSchema } from '../contracts/projects.ts';
import { DomainError } from '../errors/domain-error.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { actOnProject } from './project-actions.ts';
import { projectView } from './project-view.ts';

/**
 * An administrator ends an open project with a reason. No points move; a waiting closing request is
 * superseded; both partners are mailed the reason; the audit log keeps the change.
 */
export const abortProjectByAdministrator = defineUseCase({
  name: 'projects.abort',
  summary: 'Abort an open project with a reason; no points move and both partners are mailed',
  access: 'projects.abort',
  input: abortProjectInputSchema,
  output: projectViewSchema,
  errors: ['recordNotFound', 'projectNotOpen'],
  success: 'recordUpdated',
  async run({ ctx, input }) {
    const { accountId } = assertSignedIn(ctx.actor);
    const now = ctx.clock.now();
    const details = await ctx.unitOfWork.run(async (tx) => {
      const action = await actOnProject(
        tx,
        input.projectId,
        { kind: 'abortByAdministrator', actorAccountId: accountId, reason: input.reason },
        now,
      );
      if (!action.found) throw new DomainError('recordNotFound');
      if (action.decision.outcome !== 'accepted') {
        throw new DomainError('projectNotOpen', { state: action.before.state });
      }
      await recordAudit(tx, ctx, {
        action: 'projects.abort',
        entityType: 'project',
        entityId: input.projectId,
        before: { state: action.before.state, closingRequest: action.before.closingRequest?.state ?? null },
        after: { state: action.after.state, abortReason: action.after.abortReason },
      });
      return action.after;
    });
    return projectView(details, ctx.clock.now());
  },
});
