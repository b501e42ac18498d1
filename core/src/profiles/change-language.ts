import { changeLanguageInputSchema } from '../contracts/profiles.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';

/**
 * Chooses the member's language (ADR 0034), first set from the page they registered on: their mail
 * is written in it (ADR 0034). The pages follow their address, so this changes none.
 */
export const changeLanguage = defineUseCase({
  name: 'profiles.changeLanguage',
  summary: "Choose the signed-in member's language (tr or en), the one their mail is written in",
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
