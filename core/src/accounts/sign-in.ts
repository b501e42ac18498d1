import { type LoginInput, loginInputSchema, loginResultSchema } from '../contracts/auth.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { UseCaseContext } from '../shared/context.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { normalizeEmail } from './domain/account.ts';
import { absoluteSessionExpiryFrom, sessionExpiryFrom, sessionIdleSeconds } from './domain/session.ts';
import { clearedSignInAttempts, reserveSignInAttempt } from './domain/sign-in-attempts.ts';
import { signInBlocker } from './domain/sign-in-blocker.ts';
import { signInFailuresPerAddress, signInFailuresPerEmail } from './domain/sign-in-limits.ts';

/**
 * Signs in with e-mail and password and opens a session.
 *
 * - Known and unknown e-mails are treated alike at every step (limits, lock, hashing work, answer),
 *   so nothing here tells an outsider which accounts exist.
 * - The attempt is counted as failed under a row lock before the password is checked (see
 *   sign-in-attempts.ts), so parallel guesses cannot slip past the five-attempt lock.
 * - Whether an account is passive, locked or unverified is said only after a right password.
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
    'tooManyRequests',
    'serverBusy',
    'emailNotVerified',
    'accountPassive',
    'accountLocked',
  ],
  run: ({ ctx, input }) => signInWithPassword(ctx, input),
});

async function signInWithPassword(ctx: UseCaseContext, input: LoginInput) {
  const email = normalizeEmail(input.email);
  const address = ctx.clientAddress;
  await refuseWhenOverLimits(ctx, email, address);

  const { account, decision } = await ctx.unitOfWork.run(async ({ repositories }) => {
    const series = await repositories.signInThrottles.lockSeries(email, address);
    const reserved = reserveSignInAttempt(series, ctx.clock.now());
    if (reserved.allowed) await repositories.signInThrottles.saveSeries(email, address, reserved.next);
    return { account: await repositories.accounts.findByEmail(email), decision: reserved };
  });
  if (!decision.allowed) {
    throw new DomainError('tooManySignInAttempts', { retryAfterSeconds: decision.retryAfterSeconds });
  }

  const passwordIsRight = await ctx.passwordHasher.verify(account?.passwordHash ?? null, input.password, {
    signal: ctx.signal,
  });
  if (!account || !passwordIsRight) {
    await Promise.all([
      ctx.rateLimiter.penalize(signInFailuresPerEmail, email),
      address ? ctx.rateLimiter.penalize(signInFailuresPerAddress, address) : undefined,
    ]);
    throw new DomainError('invalidCredentials');
  }

  const blocker = signInBlocker(account);
  const token = ctx.tokenGenerator.generate();
  const { sessionAbsoluteHours } = await ctx.repositories.settings.get();
  await ctx.unitOfWork.run(async ({ repositories }) => {
    // The password was right, so earlier failures are forgiven even if the account is blocked.
    await repositories.signInThrottles.saveSeries(email, address, clearedSignInAttempts);
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

/** 429 / 4040 before any hashing when the e-mail or the address used up its failures. */
async function refuseWhenOverLimits(ctx: UseCaseContext, email: string, address: string | undefined) {
  const [forEmail, forAddress] = await Promise.all([
    ctx.rateLimiter.retryAfterSeconds(signInFailuresPerEmail, email),
    // In-process calls (tests, CLI) have no address; a served request always has one.
    address ? ctx.rateLimiter.retryAfterSeconds(signInFailuresPerAddress, address) : 0,
  ]);
  const retryAfterSeconds = Math.max(forEmail, forAddress);
  if (retryAfterSeconds > 0) throw new DomainError('tooManyRequests', { retryAfterSeconds });
}
