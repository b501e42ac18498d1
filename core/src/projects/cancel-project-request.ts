import { cancelProjectRequestInputSchema, projectRequestViewSchema } from '../contracts/projects.ts';
import { DomainError } from '../errors/domain-error.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { projectRequestView } from './project-view.ts';

/**
 * A member withdraws an open request. The request's row is locked, so a cancel racing a matching run
 * (or an administrator pairing it by hand) either comes first or finds it matched (4052).
 */
export const cancelProjectRequest = defineUseCase({
  name: 'projectRequests.cancel',
  summary: 'Cancel one of your open requests',
  access: 'requests.create',
  input: cancelProjectRequestInputSchema,
  output: projectRequestViewSchema,
  errors: ['recordNotFound', 'requestNotOpen'],
  success: 'recordUpdated',
  async run({ ctx, input }) {
    const { accountId } = assertSignedIn(ctx.actor);
    const now = ctx.clock.now();
    const cancelled = await ctx.unitOfWork.run(async ({ repositories }) => {
      const request = await repositories.projectRequests.findByIdForUpdate(input.projectRequestId);
      // Another member's request does not exist, as far as this member can tell.
      if (!request || request.accountId !== accountId) throw new DomainError('recordNotFound');
      if (request.state !== 'open') throw new DomainError('requestNotOpen', { state: request.state });
      return repositories.projectRequests.cancel(request.id, now);
    });
    return projectRequestView(cancelled);
  },
});
