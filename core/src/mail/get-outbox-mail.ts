import { outboxMailIdSchema, outboxPreviewSchema } from '../contracts/operations.ts';
import { DomainError } from '../errors/domain-error.ts';
import { outboxMailView } from '../operations/views.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { parseMail, withoutSecrets } from './mail-kinds.ts';

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
    // Without a mail server the outbox is how mail is read (a local or demo platform), so links
    // work there; once mail leaves through a server, the preview shows secrets hidden.
    const data = ctx.mailer ? withoutSecrets(mail) : mail.data;
    const rendered = await ctx.mailRenderer.render(parseMail(mail.template, data), mail.language);
    return { ...outboxMailView(mail), ...rendered, calendar: rendered.calendar ?? null };
  },
});
