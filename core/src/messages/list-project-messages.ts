import { projectMessagesQuerySchema, projectMessageThreadSchema } from '../contracts/project-messages.ts';
import { DomainError } from '../errors/domain-error.ts';
import { isInProject } from '../projects/project-view.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { messageView, readMessagePage } from './message-thread-view.ts';

/**
 * A page of a project's thread, for its two partners only: the newest page, or the one before a
 * message already shown. Also after the project closed, then read-only. Reading does not mark the
 * thread read (`projects.markMessagesRead` does, when the page is on screen).
 */
export const listProjectMessages = defineUseCase({
  name: 'projects.listMessages',
  summary: 'A page of the message thread of one of your projects, newest at the bottom',
  access: 'projects.own',
  input: projectMessagesQuerySchema,
  output: projectMessageThreadSchema,
  errors: ['recordNotFound'],
  async run({ ctx, input }) {
    const { accountId } = assertSignedIn(ctx.actor);
    const { projects, projectMessages } = ctx.repositories;
    const project = await projects.findDetails(input.projectId);
    // Someone outside the project is told it does not exist.
    if (!project || !isInProject(project, accountId)) throw new DomainError('recordNotFound');
    const page = await readMessagePage(projectMessages, project.id, input.before);
    const mark = await projectMessages.findReadMark(project.id, accountId);
    return {
      projectId: project.id,
      items: page.items.map((message) => messageView(project, message, accountId, mark.lastReadAt)),
      olderBefore: page.olderBefore,
      canPost: project.state === 'open',
      unreadCount: await projectMessages.countFromOthersAfter(project.id, accountId, mark.lastReadAt),
    };
  },
});
