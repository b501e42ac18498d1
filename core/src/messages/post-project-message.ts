import { fullNameOf } from '../accounts/domain/account.ts';
import { postProjectMessageInputSchema, projectMessageViewSchema } from '../contracts/project-messages.ts';
import { DomainError } from '../errors/domain-error.ts';
import { queueMemberMails } from '../notifications/queue-member-mails.ts';
import { isInProject } from '../projects/project-view.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { messagePostsPerAccount } from './domain/project-message.ts';
import { messageView } from './message-thread-view.ts';

/**
 * A partner writes in the thread of an open project (a closed project's thread is read-only,
 * ADR 0057). The partner gets a "new message" notification and mail (unless switched off, ADR
 * 0055), but only one until they read the thread: a burst of messages is one mail. The mail names the writer, never an address (ADR 0033), and does
 * not carry the text: it is read where it was written.
 */
export const postProjectMessage = defineUseCase({
  name: 'projects.postMessage',
  summary: 'Write a message in the thread of one of your open projects',
  access: 'projects.own',
  input: postProjectMessageInputSchema,
  output: projectMessageViewSchema,
  errors: ['recordNotFound', 'projectNotOpen', 'tooManyRequests'],
  success: 'recordAdded',
  async run({ ctx, input }) {
    const { accountId } = assertSignedIn(ctx.actor);
    const retryAfterSeconds = await ctx.rateLimiter.retryAfterSeconds(messagePostsPerAccount, accountId);
    if (retryAfterSeconds > 0) throw new DomainError('tooManyRequests', { retryAfterSeconds });
    const now = ctx.clock.now();
    const view = await ctx.unitOfWork.run(async ({ repositories }) => {
      const { projects, projectMessages } = repositories;
      // The project's row lock: no message lands in a project that closed meanwhile.
      const locked = await projects.findByIdForUpdate(input.projectId);
      if (!locked || !isInProject(locked, accountId)) throw new DomainError('recordNotFound');
      if (locked.state !== 'open') throw new DomainError('projectNotOpen', { state: locked.state });
      const project = await projects.findDetails(locked.id);
      if (!project) throw new DomainError('recordNotFound');
      const message = await projectMessages.insert({
        projectId: project.id,
        authorAccountId: accountId,
        body: input.body,
        createdAt: now,
      });
      // Writing is reading: the thread up to here is on the writer's screen.
      await projectMessages.markRead(project.id, accountId, now);
      const authorIsCoach = accountId === project.coachAccountId;
      const [author, recipient] = authorIsCoach
        ? [project.coach, project.coachee]
        : [project.coachee, project.coach];
      if (await projectMessages.claimMail(project.id, recipient.accountId, now)) {
        await queueMemberMails(repositories, [
          {
            accountId: recipient.accountId,
            template: 'projectMessage',
            data: {
              name: fullNameOf(recipient),
              partnerName: fullNameOf(author),
              role: authorIsCoach ? 'coachee' : 'coach',
              projectId: project.id,
            },
            recipient: recipient.email,
            language: recipient.language,
            createdAt: now,
          },
        ]);
      }
      return messageView(project, message, accountId, now);
    });
    await ctx.rateLimiter.penalize(messagePostsPerAccount, accountId);
    return view;
  },
});
