import { changeLanguageInputSchema } from '../contracts/profiles.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';

/** Chooses the language the account's mail is written in (PRODUCT.md "E-mail"). */
export const changeLanguage = defineUseCase({
  name: 'profiles.changeLanguage',
  summary: 'Choose the language (tr or en) of the mail sent to the signed-in account',
  access: 'signedIn',
  input: changeLanguageInputSchema,
  output: changeLanguageInputSchema,
  errors: [],
  success: 'recordUpdated',
  async run({ ctx, input }) {
    const { accountId } = assertSignedIn(ctx.actor);
    await ctx.unitOfWork.run(({ repositories }) =>
      repositories.profiles.setLanguage(accountId, input.language),
    );
    return input;
  },
});
