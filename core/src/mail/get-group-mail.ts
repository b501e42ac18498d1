import { groupMailDetailSchema, groupMailIdSchema } from '../contracts/group-mail.ts';
import { DomainError } from '../errors/domain-error.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { groupMailView } from './group-mail-views.ts';

/** One mail to a group: its texts and how far its sending got (the page polls it). */
export const getGroupMail = defineUseCase({
  name: 'mail.getGroupMail',
  summary: 'One mail sent to a group, with its texts and progress',
  access: 'mail.sendGroup',
  input: groupMailIdSchema,
  output: groupMailDetailSchema,
  errors: ['recordNotFound'],
  async run({ ctx, input }) {
    const mail = await ctx.repositories.groupMails.findById(input.id);
    if (!mail) throw new DomainError('recordNotFound');
    return { ...groupMailView(mail), bodyTr: mail.bodyTr, bodyEn: mail.bodyEn };
  },
});
