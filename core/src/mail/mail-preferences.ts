import { noInput } from '../contracts/common.ts';
import { changeMailPreferencesSchema, mailPreferencesSchema } from '../contracts/group-mail.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';

/**
 * The signed-in member's mail choices: programme news on or off (ADR 0049), and each kind of mail
 * that is not essential switched on or off (ADR 0055, `optionalMailKinds`). Essential mail about
 * their account always comes.
 */
export const getMailPreferences = defineUseCase({
  name: 'accounts.getMailPreferences',
  summary: 'Whether the signed-in account gets programme news, and the kinds of mail it switched off',
  access: 'signedIn',
  input: noInput,
  output: mailPreferencesSchema,
  errors: [],
  async run({ ctx }) {
    const { accountId } = assertSignedIn(ctx.actor);
    const preferences = await ctx.repositories.groupMails.preferencesOf(accountId);
    return { programmeNews: preferences?.programmeNews ?? true, switchedOff: preferences?.switchedOff ?? [] };
  },
});

export const changeMailPreferences = defineUseCase({
  name: 'accounts.changeMailPreferences',
  summary: 'Turn programme news on or off, and switch kinds of mail that are not essential on or off',
  access: 'signedIn',
  input: changeMailPreferencesSchema,
  output: mailPreferencesSchema,
  errors: [],
  success: 'recordUpdated',
  async run({ ctx, input }) {
    const { accountId } = assertSignedIn(ctx.actor);
    const now = ctx.clock.now();
    return ctx.unitOfWork.run(async (tx) => {
      const { groupMails } = tx.repositories;
      await groupMails.setProgrammeNews(accountId, input.programmeNews, now);
      if (input.switchedOff) await groupMails.setSwitchedOff(accountId, [...new Set(input.switchedOff)], now);
      const preferences = await groupMails.preferencesOf(accountId);
      return { programmeNews: input.programmeNews, switchedOff: preferences?.switchedOff ?? [] };
    });
  },
});
