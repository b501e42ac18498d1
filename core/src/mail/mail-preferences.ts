import { noInput } from '../contracts/common.ts';
import { mailPreferencesSchema } from '../contracts/group-mail.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';

/**
 * The signed-in member's mail choice: programme news (mails to groups) on or off. Mail about their
 * own account and projects is not a choice: it always comes (ADR 0049).
 */
export const getMailPreferences = defineUseCase({
  name: 'accounts.getMailPreferences',
  summary: 'Whether the signed-in account gets programme news',
  access: 'signedIn',
  input: noInput,
  output: mailPreferencesSchema,
  errors: [],
  async run({ ctx }) {
    const { accountId } = assertSignedIn(ctx.actor);
    const preferences = await ctx.repositories.groupMails.preferencesOf(accountId);
    return { programmeNews: preferences?.programmeNews ?? true };
  },
});

export const changeMailPreferences = defineUseCase({
  name: 'accounts.changeMailPreferences',
  summary: 'Turn programme news on or off for the signed-in account',
  access: 'signedIn',
  input: mailPreferencesSchema,
  output: mailPreferencesSchema,
  errors: [],
  success: 'recordUpdated',
  async run({ ctx, input }) {
    const { accountId } = assertSignedIn(ctx.actor);
    await ctx.unitOfWork.run((tx) =>
      tx.repositories.groupMails.setProgrammeNews(accountId, input.programmeNews, ctx.clock.now()),
    );
    return input;
  },
});
