import { recordAudit } from '../audit/record-audit.ts';
import {
  adminProjectMessagesQuerySchema,
  adminProjectMessageThreadSchema,
} from '../contracts/project-messages.ts';
import { DomainError } from '../errors/domain-error.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { authorOf, readMessagePage } from './message-thread-view.ts';

/**
 * An administrator reads a project's thread, when a dispute needs it (ADR 0057). Every page read
 * is in the audit log, in the same transaction as the read: the partners' conversation is private,
 * and the log says who looked, when, and at which page.
 */
export const readProjectMessagesAsAdministrator = defineUseCase({
  name: 'projects.readMessages',
  summary: "Read a project's message thread as an administrator (each read is audited)",
  access: 'projects.readAll',
  input: adminProjectMessagesQuerySchema,
  output: adminProjectMessageThreadSchema,
  errors: ['recordNotFound'],
  async run({ ctx, input }) {
    return ctx.unitOfWork.run(async (tx) => {
      const { projects, projectMessages } = tx.repositories;
      const project = await projects.findDetails(input.projectId);
      if (!project) throw new DomainError('recordNotFound');
      const page = await readMessagePage(projectMessages, project.id, input.before);
      await recordAudit(tx, ctx, {
        action: 'projects.readMessages',
        entityType: 'project',
        entityId: project.id,
        after: { before: input.before ?? null, messages: page.items.length },
      });
      return {
        projectId: project.id,
        items: page.items.map((message) => ({
          id: message.id,
          ...authorOf(project, message),
          body: message.body,
          createdAt: message.createdAt.toISOString(),
        })),
        olderBefore: page.olderBefore,
      };
    });
  },
});
