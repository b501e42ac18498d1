import { recordAudit } from '../audit/record-audit.ts';
import { contactMessageSchema, markContactMessageInputSchema } from '../contracts/contact.ts';
import { DomainError } from '../errors/domain-error.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { contactMessageView } from './list-contact-messages.ts';

/**
 * Marks a contact message read (or unread again), so administrators sharing the inbox see what
 * is still to answer. Audited like every administrator action.
 */
export const markContactMessage = defineUseCase({
  name: 'contact.markRead',
  summary: 'Mark a contact message read, or unread again',
  access: 'contact.read',
  input: markContactMessageInputSchema,
  output: contactMessageSchema,
  errors: ['recordNotFound'],
  success: 'recordUpdated',
  async run({ ctx, input }) {
    const updated = await ctx.unitOfWork.run(async (tx) => {
      const before = await tx.repositories.contactMessages.findById(input.id);
      if (!before) throw new DomainError('recordNotFound');
      // Marking read again keeps the first time it was read.
      const readAt = input.read ? (before.readAt ?? ctx.clock.now()) : null;
      await tx.repositories.contactMessages.setReadAt(input.id, readAt);
      await recordAudit(tx, ctx, {
        action: 'contact.markRead',
        entityType: 'contactMessage',
        entityId: input.id,
        before: { readAt: before.readAt },
        after: { readAt },
      });
      return { ...before, readAt };
    });
    return contactMessageView(updated);
  },
});
