import { outboxMailIdSchema, outboxPreviewSchema } from '../contracts/operations.ts';
import { DomainError } from '../errors/domain-error.ts';
import { outboxMailView } from '../operations/views.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { parseMail } from './mail-kinds.ts';

/**
 * One mail of the outbox, rendered now as its recipient gets it (subject, HTML, text). Without a
 * mail server this is how administrators read the mail the platform "sent" (ADR 0014).
 */
export const getOutboxMail = defineUseCase({
  name: 'operations.getOutboxMail',
  summary: 'One mail of the outbox, rendered for a preview',
  access: 'operations.read',
  input: outboxMailIdSchema,
  output: outboxPreviewSchema,
  errors: ['recordNotFound'],
  async run({ ctx, input }) {
    const mail = await ctx.repositories.outbox.findById(input.id);
    if (!mail) throw new DomainError('recordNotFound');
    const rendered = await ctx.mailRenderer.render(parseMail(mail.template, mail.data), mail.language);
    return { ...outboxMailView(mail), ...rendered };
  },
});
