import { type LoginInput, loginInputSchema, loginResultSchema } from '../contracts/auth.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { UseCaseContext } from '../shared/context.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { normalizeEmail } from './domain/account.ts';
import { absoluteSessionExpiryFrom, sessionExpiryFrom, sessionIdleSeconds } from './domain/session.ts';
import { clearedSignInAttempts, reserveSignInAttempt } from './domain/sign-in-attempts.ts';
import { signInBlocker } from './domain/sign-in-blocker.ts';

/**
 * Signs in with e-mail and password and opens a session.
 *
 * The attempt is counted as failed under a row lock before the password is checked (see
 * sign-in-attempts.ts), so parallel guesses cannot slip past the five-attempt lock. Unknown
 * e-mail and wrong password give the same answer after the same amount of hashing work.
 */
export const signIn = defineUseCase({
  name: 'auth.signIn',
  summary: 'Sign in with e-mail and password; answers an opaque bearer token',
  access: 'public',
  input: loginInputSchema,
  output: loginResultSchema,
  errors: [
    'invalidCredentials',
    'tooManySignInAttempts',
    'emailNotVerified',
    'accountPassive',
    'accountLocked',
  ],
  run: ({ ctx, input }) => signInWithPassword(ctx, input),
});

async function signInWithPassword(ctx: UseCaseContext, input: LoginInput) {
  const email = normalizeEmail(input.email);
  const attempt = await ctx.unitOfWork.run(async ({ repositories }) => {
    const account = await repositories.accounts.findByEmailForUpdate(email);
    if (!account) return null;
    const decision = reserveSignInAttempt(account, ctx.clock.now());
    if (decision.allowed) await repositories.accounts.saveSignInAttempts(account.id, decision.next);
    return { account, decision };
  });

  if (!attempt) {
    await ctx.passwordHasher.verify(null, input.password);
    throw new DomainError('invalidCredentials');
  }
  const { account, decision } = attempt;
  if (!decision.allowed) {
    throw new DomainError('tooManySignInAttempts', { retryAfterSeconds: decision.retryAfterSeconds });
  }
  if (!(await ctx.passwordHasher.verify(account.passwordHash, input.password))) {
    throw new DomainError('invalidCredentials');
  }

  const blocker = signInBlocker(account);
  const token = ctx.tokenGenerator.generate();
  const { sessionAbsoluteHours } = await ctx.repositories.settings.get();
  await ctx.unitOfWork.run(async ({ repositories }) => {
    // The password was right, so earlier failures are forgiven even if the account is blocked.
    await repositories.accounts.saveSignInAttempts(account.id, clearedSignInAttempts);
    if (blocker) return;
    const now = ctx.clock.now();
    const absoluteExpiresAt = absoluteSessionExpiryFrom(now, sessionAbsoluteHours);
    await repositories.accounts.recordLogin(account.id, now);
    await repositories.sessions.create({
      accountId: account.id,
      tokenHash: token.hash,
      createdAt: now,
      expiresAt: sessionExpiryFrom(now, absoluteExpiresAt),
      absoluteExpiresAt,
    });
  });
  if (blocker) throw new DomainError(blocker);
  return { token: token.token, expiresIn: sessionIdleSeconds } as const;
}
