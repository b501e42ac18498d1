import type { LoginResult } from '../contracts/session.ts';
import type { TransactionContext } from '../ports/unit-of-work.ts';
import type { UseCaseContext } from '../shared/context.ts';
import type { Account } from './domain/account.ts';
import { toCurrentUser } from './domain/current-user-view.ts';
import { absoluteSessionExpiryFrom, sessionExpiryFrom, sessionIdleSeconds } from './domain/session.ts';

/**
 * Opens a session for an account allowed in, in the caller's unit of work: the time of the sign-in,
 * and the session with its idle and absolute expiry (setting `sessionAbsoluteHours`). Shared by the
 * password sign-in and the provider sign-in, so both give the same opaque token, and the user as
 * userinfo would answer it (ADR 0023, ADR 0026).
 */
export async function openSession(
  { repositories }: TransactionContext,
  ctx: Pick<UseCaseContext, 'clock' | 'tokenGenerator'>,
  account: Account,
): Promise<LoginResult> {
  const token = ctx.tokenGenerator.generate();
  const { sessionAbsoluteHours } = await repositories.settings.get();
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
  // Who signed in comes with the token: the front end goes on without asking userinfo first.
  return {
    token: token.token,
    expiresIn: sessionIdleSeconds,
    user: toCurrentUser(account, await repositories.badges.list()),
  };
}
