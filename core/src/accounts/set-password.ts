import { setPasswordInputSchema } from '../contracts/accounts.ts';
import { noOutput } from '../contracts/common.ts';
import { DomainError } from '../errors/domain-error.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { type AccountToken, isAccountTokenUsable } from './domain/account-token.ts';
import { assertPasswordNotGuessable } from './domain/password-guessability.ts';
import { signInFailuresPerEmail } from './domain/sign-in-limits.ts';

/**
 * Sets a new password from a link sent by mail (forgot password, or the first password of an
 * account an administrator created). The link works once: the token is used under its row lock,
 * so two tabs following it set one password. Following it proves the mailbox, so it also verifies
 * the e-mail, ends every session and forgets every trusted device (whoever knew the old password
 * is out) and clears the sign-in limits of the e-mail (an owner caught by someone else's guessing
 * gets back in).
 */
export const setPassword = defineUseCase({
  name: 'accounts.setPassword',
  summary: 'Set a new password from a single-use link sent by mail',
  access: 'public',
  input: setPasswordInputSchema,
  output: noOutput,
  errors: ['linkInvalid', 'serverBusy'],
  async run({ ctx, input }) {
    const tokenHash = ctx.tokenGenerator.hash(input.token);
    const found = await ctx.unitOfWork.run(async ({ repositories }) => {
      const token = await repositories.accountTokens.findForUpdate(tokenHash);
      if (!token || !isPasswordLink(token, ctx.clock.now())) return null;
      return repositories.accounts.findById(token.accountId);
    });
    if (!found) throw new DomainError('linkInvalid');
    assertPasswordNotGuessable(ctx.passwordStrength, input.password, found);
    // Hashing is slow: done between the two short transactions, holding no lock.
    const passwordHash = await ctx.passwordHasher.hash(input.password, { signal: ctx.signal });

    await ctx.unitOfWork.run(async ({ repositories }) => {
      const now = ctx.clock.now();
      const token = await repositories.accountTokens.findForUpdate(tokenHash);
      if (!token || !isPasswordLink(token, now)) throw new DomainError('linkInvalid');
      await repositories.accountTokens.markUsed(token.id, now);
      await repositories.accounts.setPasswordHash(found.id, passwordHash);
      await repositories.accounts.markEmailVerified(found.id, now);
      await repositories.sessions.revokeAllOfAccount(found.id, now);
      await repositories.signInThrottles.clearForEmail(found.email);
      await repositories.trustedDevices.forgetEmail(found.email);
    });
    await ctx.rateLimiter.reset(signInFailuresPerEmail, found.email);
    return null;
  },
});

/**
 * A usable reset or set-password link; a verification link only verifies and a deletion link only
 * deletes, neither ever sets a password.
 */
function isPasswordLink(token: AccountToken, now: Date): boolean {
  return (
    (token.purpose === 'reset_password' || token.purpose === 'set_password') &&
    isAccountTokenUsable(token, now)
  );
}
