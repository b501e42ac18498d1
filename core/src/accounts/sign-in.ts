import { type LoginInput, loginInputSchema } from '../contracts/auth.ts';
import { loginResultSchema } from '../contracts/session.ts';
import { DomainError } from '../errors/domain-error.ts';
import { linkWithPasswordTicket } from '../identities/password-link-ticket.ts';
import type { UseCaseContext } from '../shared/context.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { normalizeEmail } from './domain/account.ts';
import { clearedSignInAttempts, reserveSignInAttempt } from './domain/sign-in-attempts.ts';
import { signInBlocker } from './domain/sign-in-blocker.ts';
import { signInFailuresPerAddress, signInFailuresPerEmail } from './domain/sign-in-limits.ts';
import { openSession } from './open-session.ts';

/**
 * Signs in with e-mail and password and opens a session.
 *
 * - Known and unknown e-mails are treated alike at every step (limits, lock, hashing work, answer),
 *   so nothing here tells an outsider which accounts exist.
 * - The attempt is counted as failed under a row lock before the password is checked (see
 *   sign-in-attempts.ts), so parallel guesses cannot slip past the five-attempt lock.
 * - Whether an account is passive, locked or unverified is said only after a right password.
 * - With an `identityTicket` (ADR 0023), the right password also links the provider account of
 *   that `linkWithPassword` ticket, in the transaction that opens the session: a ticket that is
 *   not this account's live one (4073), or a link the unique indexes refuse, opens no session.
 */
export const signIn = defineUseCase({
  name: 'auth.signIn',
  summary: 'Sign in with e-mail and password; answers an opaque bearer token and who signed in',
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
    'identityFlowExpired',
    'identityLinkedElsewhere',
    'providerAlreadyLinked',
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
  const opened = await ctx.unitOfWork.run(async (tx) => {
    // The password was right, so earlier failures are forgiven even if the account is blocked.
    // A refused identity ticket rolls the forgiving back too: the attempt stays counted as failed.
    await tx.repositories.signInThrottles.saveSeries(email, address, clearedSignInAttempts);
    if (blocker) return { blocker, session: null } as const;
    if (input.identityTicket) await linkWithPasswordTicket(tx, ctx, account, input.identityTicket);
    return { blocker: null, session: await openSession(tx, ctx, account) } as const;
  });
  if (opened.blocker) throw new DomainError(opened.blocker);
  return opened.session;
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
