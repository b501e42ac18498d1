import { recordAudit } from '../audit/record-audit.ts';
import { groupMailViewSchema, sendGroupMailInputSchema } from '../contracts/group-mail.ts';
import { DomainError } from '../errors/domain-error.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { audienceQueryOf } from './domain/group-audience.ts';
import { groupMailView } from './group-mail-views.ts';

/**
 * Sends a programme mail to a group (ADR 0049): keeps the mail and its audience, writes one audit
 * entry, and answers at once; the job `groupMails.send`, woken by the commit, queues the members'
 * mails in the outbox in keyset batches, each member's in their language, skipping those who
 * turned programme news off.
 */
export const sendGroupMail = defineUseCase({
  name: 'mail.sendGroupMail',
  summary: 'Send a programme mail in Turkish and English to a filter or selection of accounts, as a job',
  access: 'mail.sendGroup',
  input: sendGroupMailInputSchema,
  output: groupMailViewSchema,
  errors: ['groupMailNoRecipients'],
  success: 'recordAdded',
  async run({ ctx, input }) {
    const actor = assertSignedIn(ctx.actor);
    const { audience, ...content } = input;
    const { matching, optedOut } = await ctx.repositories.groupMails.countAudience(audienceQueryOf(audience));
    const recipients = matching - optedOut;
    if (recipients === 0) throw new DomainError('groupMailNoRecipients', { matching, optedOut });
    const mail = await ctx.unitOfWork.run(async (tx) => {
      const inserted = await tx.repositories.groupMails.insert({
        ...content,
        audience,
        recipientsTotal: recipients,
        matchingTotal: matching,
        sentById: actor.accountId,
        sentByLabel: actor.account.email,
        createdAt: ctx.clock.now(),
      });
      await recordAudit(tx, ctx, {
        action: 'mail.sendGroupMail',
        entityType: 'groupMail',
        entityId: inserted.id,
        after: { subjectTr: content.subjectTr, subjectEn: content.subjectEn, audience, recipients, optedOut },
      });
      return inserted;
    });
    return groupMailView(mail);
  },
});
