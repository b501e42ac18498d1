import { z } from 'zod';
import { type LoginInput, loginInputSchema } from '../contracts/auth.ts';
import { loginResultSchema } from '../contracts/session.ts';
import { DomainError } from '../errors/domain-error.ts';
import { linkWithPasswordTicket } from '../identities/password-link-ticket.ts';
import type { TrustedDevice } from '../ports/trusted-device-repository.ts';
import type { TransactionContext } from '../ports/unit-of-work.ts';
import type { UseCaseContext } from '../shared/context.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { type Account, normalizeEmail } from './domain/account.ts';
import { type CheckOutcome, settleSignInCheck, startSignInCheck } from './domain/sign-in-attempts.ts';
import { signInBlocker } from './domain/sign-in-blocker.ts';
import { signInFailuresPerAddress, signInFailuresPerEmail } from './domain/sign-in-limits.ts';
import {
  deviceClient,
  longestDeviceToken,
  signInFailuresPerDevice,
  trustedDeviceExpiry,
} from './domain/trusted-device.ts';
import { openSession } from './open-session.ts';

/**
 * What a sign-in answers: the session, and the browser's new device token (ADR 0036), which the
 * HTTP layer sets as an HttpOnly cookie instead of answering it.
 */
export const signInResultSchema = loginResultSchema.extend({ deviceToken: z.string() });

/**
 * A check that finds every place of its series held by checks in flight waits for them and asks
 * again: after 10 ms, then twice as long each time up to 200 ms, for 5 s in all. Checks take a
 * fraction of a second, so a right password waits about one check; past 5 s the server is too
 * busy to tell, and says so (4041).
 */
const firstPauseMs = 10;
const longestPauseMs = 200;
const longestWaitMs = 5000;

/**
 * Signs in with e-mail and password and opens a session.
 *
 * - Known and unknown e-mails are treated alike at every step (limits, lock, hashing work, answer),
 *   so nothing here tells an outsider which accounts exist.
 * - A password check holds a place in the e-mail's series from this client before it starts, under
 *   a row lock held for that moment only, never across the hashing (see sign-in-attempts.ts): any
 *   number of parallel guesses get at most five checks before the lock, and parallel right
 *   passwords wait for each other's places instead of being refused.
 * - A browser that signed in to this account before presents its device token (ADR 0036): it is
 *   not held to the per-e-mail limit, and keeps its own series, apart from its address's.
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
  output: signInResultSchema,
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

/** Whose series a check counts in, and what the failures are counted against. */
interface Attempt {
  readonly email: string;
  /** The client address, or the trusted device (`device:<hash>`). */
  readonly client: string | undefined;
  readonly device: TrustedDevice | null;
}

async function signInWithPassword(ctx: UseCaseContext, input: LoginInput) {
  const email = normalizeEmail(input.email);
  const device = await trustedDeviceOf(ctx, email);
  const attempt: Attempt = {
    email,
    client: device ? deviceClient(device.tokenHash) : ctx.clientAddress,
    device,
  };
  await refuseWhenOverLimits(ctx, attempt);
  const startedAt = await startPasswordCheck(ctx, attempt);

  // Until the session's transaction commits, the check counts as it ended; a refused identity
  // ticket rolls the forgiving back, and the right password then counts as a failure.
  let outcome: CheckOutcome = 'notChecked';
  let settled = false;
  try {
    const account = await ctx.repositories.accounts.findByEmail(email);
    const passwordIsRight = await ctx.passwordHasher.verify(account?.passwordHash ?? null, input.password, {
      signal: ctx.signal,
    });
    outcome = 'wrong';
    if (!account || !passwordIsRight) {
      await countFailure(ctx, attempt);
      throw new DomainError('invalidCredentials');
    }
    const opened = await ctx.unitOfWork.run(async (tx) => {
      // The password was right, so earlier failures are forgiven even if the account is blocked.
      await settle(tx, ctx, attempt, startedAt, 'right');
      const blocker = signInBlocker(account);
      if (blocker) return { blocker, session: null } as const;
      if (input.identityTicket) await linkWithPasswordTicket(tx, ctx, account, input.identityTicket);
      const session = await openSession(tx, ctx, account);
      return { blocker: null, session: { ...session, deviceToken: await trustThisDevice(tx, ctx, account) } };
    });
    settled = true;
    if (opened.blocker) throw new DomainError(opened.blocker);
    return opened.session;
  } finally {
    if (!settled) await ctx.unitOfWork.run((tx) => settle(tx, ctx, attempt, startedAt, outcome));
  }
}

/** The device the browser's cookie names, when it is trusted for this e-mail now; else null. */
async function trustedDeviceOf(ctx: UseCaseContext, email: string): Promise<TrustedDevice | null> {
  const token = ctx.deviceToken;
  if (!token || token.length > longestDeviceToken) return null;
  const tokenHash = ctx.tokenGenerator.hash(token);
  const [device, failedTooOften] = await Promise.all([
    ctx.repositories.trustedDevices.findFor(tokenHash, email),
    ctx.rateLimiter.retryAfterSeconds(signInFailuresPerDevice, tokenHash),
  ]);
  if (!device || device.expiresAt.getTime() <= ctx.clock.now().getTime() || failedTooOften > 0) return null;
  return device;
}

/**
 * 429 / 4040 before any hashing when the e-mail (unless a trusted device asks) or the address used
 * up its failures.
 */
async function refuseWhenOverLimits(ctx: UseCaseContext, { email, device }: Attempt) {
  const address = ctx.clientAddress;
  const [forEmail, forAddress] = await Promise.all([
    device ? 0 : ctx.rateLimiter.retryAfterSeconds(signInFailuresPerEmail, email),
    // In-process calls (tests, CLI) have no address; a served request always has one.
    address ? ctx.rateLimiter.retryAfterSeconds(signInFailuresPerAddress, address) : 0,
  ]);
  const retryAfterSeconds = Math.max(forEmail, forAddress);
  if (retryAfterSeconds > 0) throw new DomainError('tooManyRequests', { retryAfterSeconds });
}

/**
 * Takes a place for one password check in the series, waiting while checks in flight hold every
 * place; answers when the check started. Each try is one short transaction.
 */
async function startPasswordCheck(ctx: UseCaseContext, { email, client }: Attempt): Promise<Date> {
  let waitedMs = 0;
  for (let round = 0; ; round += 1) {
    const decision = await ctx.unitOfWork.run(async ({ repositories }) => {
      const series = await repositories.signInThrottles.lockSeries(email, client);
      const decided = startSignInCheck(series, ctx.clock.now());
      if (decided.kind === 'check')
        await repositories.signInThrottles.saveSeries(email, client, decided.next);
      return decided;
    });
    if (decision.kind === 'check') return decision.startedAt;
    const { retryAfterSeconds } = decision;
    if (decision.kind === 'locked') throw new DomainError('tooManySignInAttempts', { retryAfterSeconds });
    const pauseMs = Math.min(firstPauseMs * 2 ** round, longestPauseMs);
    if (waitedMs + pauseMs > longestWaitMs || ctx.signal?.aborted) {
      throw new DomainError('serverBusy', { retryAfterSeconds: Math.min(retryAfterSeconds, 5) });
    }
    await ctx.timer.wait(pauseMs);
    waitedMs += pauseMs;
  }
}

/** Frees the check's place in the series and counts how it ended. */
async function settle(
  { repositories }: TransactionContext,
  ctx: UseCaseContext,
  { email, client }: Attempt,
  startedAt: Date,
  outcome: CheckOutcome,
) {
  const series = await repositories.signInThrottles.lockSeries(email, client);
  const next = settleSignInCheck(series, startedAt, outcome, ctx.clock.now());
  await repositories.signInThrottles.saveSeries(email, client, next);
}

/** A wrong password (or an unknown e-mail) counts against the e-mail, the address and the device. */
async function countFailure(ctx: UseCaseContext, { email, device }: Attempt) {
  const address = ctx.clientAddress;
  await Promise.all([
    ctx.rateLimiter.penalize(signInFailuresPerEmail, email),
    address ? ctx.rateLimiter.penalize(signInFailuresPerAddress, address) : undefined,
    device ? ctx.rateLimiter.penalize(signInFailuresPerDevice, device.tokenHash) : undefined,
  ]);
}

/**
 * This browser signed in with the password: it gets a new device token for the account's e-mail,
 * and the token it presented, whatever it was, is forgotten (its cookie is replaced).
 */
async function trustThisDevice(
  { repositories }: TransactionContext,
  ctx: UseCaseContext,
  account: Account,
): Promise<string> {
  if (ctx.deviceToken && ctx.deviceToken.length <= longestDeviceToken) {
    await repositories.trustedDevices.forget(ctx.tokenGenerator.hash(ctx.deviceToken));
  }
  const token = ctx.tokenGenerator.generate();
  await repositories.trustedDevices.trust(account.email, {
    tokenHash: token.hash,
    expiresAt: trustedDeviceExpiry(ctx.clock.now()),
  });
  return token.token;
}
