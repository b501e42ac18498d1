import { closingRequestDetailSchema, closingRequestIdParamsSchema } from '../contracts/projects.ts';
import { DomainError } from '../errors/domain-error.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { closingRequestView, isInProject, myProjectView } from './project-view.ts';

/** The confirm page: the project and the hours the coach sent, for the project's two members only. */
export const getClosingRequest = defineUseCase({
  name: 'projects.getClosingRequest',
  summary: 'A closing request of one of your projects, with the project',
  access: 'projects.own',
  input: closingRequestIdParamsSchema,
  output: closingRequestDetailSchema,
  errors: ['recordNotFound'],
  async run({ ctx, input }) {
    const { accountId } = assertSignedIn(ctx.actor);
    const { projects } = ctx.repositories;
    const closingRequest = await projects.findClosingRequest(input.projectCompletionRequestId);
    const details = closingRequest ? await projects.findDetails(closingRequest.projectId) : null;
    // Someone else's closing request does not exist, as far as they can tell.
    if (!closingRequest || !details || !isInProject(details, accountId))
      throw new DomainError('recordNotFound');
    return {
      project: myProjectView(details, accountId, ctx.clock.now()),
      closingRequest: closingRequestView(closingRequest),
    };
  },
});
