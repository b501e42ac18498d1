import { changePasswordInputSchema } from '../contracts/accounts.ts';
import { noOutput } from '../contracts/common.ts';
import { DomainError } from '../errors/domain-error.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { assertPasswordNotGuessable } from './domain/password-guessability.ts';
import { signInFailuresPerEmail } from './domain/sign-in-limits.ts';

/**
 * Changes the signed-in account's password after checking the current one. A wrong current
 * password counts against the e-mail's sign-in failures, so a session left open is no way to
 * guess the password at leisure. Every other session of the account ends; this one goes on.
 */
export const changePassword = defineUseCase({
  name: 'accounts.changePassword',
  summary: 'Change the password of the signed-in account; its other sessions end',
  access: 'signedIn',
  input: changePasswordInputSchema,
  output: noOutput,
  errors: ['tooManyRequests', 'serverBusy'],
  success: 'recordUpdated',
  async run({ ctx, input }) {
    const { account, sessionId } = assertSignedIn(ctx.actor);
    const retryAfterSeconds = await ctx.rateLimiter.retryAfterSeconds(signInFailuresPerEmail, account.email);
    if (retryAfterSeconds > 0) throw new DomainError('tooManyRequests', { retryAfterSeconds });
    const signal = ctx.signal;
    if (!(await ctx.passwordHasher.verify(account.passwordHash, input.currentPassword, { signal }))) {
      await ctx.rateLimiter.penalize(signInFailuresPerEmail, account.email);
      throw new DomainError('validationFailed', {
        fields: { currentPassword: { key: 'currentPasswordWrong', params: {} } },
      });
    }
    assertPasswordNotGuessable(ctx.passwordStrength, input.newPassword, account, 'newPassword');
    const passwordHash = await ctx.passwordHasher.hash(input.newPassword, { signal });
    await ctx.unitOfWork.run(async ({ repositories }) => {
      await repositories.accounts.setPasswordHash(account.id, passwordHash);
      await repositories.sessions.revokeAllOfAccount(account.id, ctx.clock.now(), { except: sessionId });
    });
    return null;
  },
});
