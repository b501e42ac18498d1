import { changeThemeInputSchema } from '../contracts/profiles.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';

/**
 * Keeps the colour set and light/dark choice with the account, so that they follow the person to
 * any browser: `auth/userinfo` answers them and the front end applies them after sign-in.
 */
export const changeTheme = defineUseCase({
  name: 'profiles.changeTheme',
  summary: 'Save the colour set (theme1–theme5) and light, dark or system mode of the signed-in account',
  access: 'signedIn',
  input: changeThemeInputSchema,
  output: changeThemeInputSchema,
  errors: [],
  success: 'recordUpdated',
  async run({ ctx, input }) {
    const { accountId } = assertSignedIn(ctx.actor);
    await ctx.unitOfWork.run(({ repositories }) => repositories.profiles.setTheme(accountId, input));
    return input;
  },
});
