import { noInput } from '../contracts/common.ts';
import { groupMailListSchema } from '../contracts/group-mail.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { groupMailView } from './group-mail-views.ts';

/** How many sent mails the history shows: the newest. */
const historyLength = 50;

/** The mails sent to groups, newest first: who sent what to which group, how many got it. */
export const listGroupMails = defineUseCase({
  name: 'mail.listGroupMails',
  summary: 'The latest mails sent to groups, newest first, with their progress',
  access: 'mail.sendGroup',
  input: noInput,
  output: groupMailListSchema,
  errors: [],
  async run({ ctx }) {
    const mails = await ctx.repositories.groupMails.listRecent(historyLength);
    return { items: mails.map(groupMailView) };
  },
});
