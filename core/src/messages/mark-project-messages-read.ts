import { noOutput } from '../contracts/common.ts';
import { projectMessagesReadInputSchema } from '../contracts/project-messages.ts';
import { DomainError } from '../errors/domain-error.ts';
import { isInProject } from '../projects/project-view.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';

/**
 * The partner has the thread on screen: its messages are read, and the next message from the
 * partner may mail them again (ADR 0057), and the notifications of new messages in it are read.
 * Also in a closed project (the unread marker ends).
 */
export const markProjectMessagesRead = defineUseCase({
  name: 'projects.markMessagesRead',
  summary: 'Mark the message thread of one of your projects as read',
  access: 'projects.own',
  input: projectMessagesReadInputSchema,
  output: noOutput,
  errors: ['recordNotFound'],
  success: 'done',
  async run({ ctx, input }) {
    const { accountId } = assertSignedIn(ctx.actor);
    const now = ctx.clock.now();
    await ctx.unitOfWork.run(async ({ repositories }) => {
      const project = await repositories.projects.findById(input.projectId);
      if (!project || !isInProject(project, accountId)) throw new DomainError('recordNotFound');
      await repositories.projectMessages.markRead(project.id, accountId, now);
      // The bell's "… wrote to you" about this thread is read too.
      await repositories.notifications.markReadAboutProject(accountId, project.id, ['newMessage'], now);
    });
    return null;
  },
});
