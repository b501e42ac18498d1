import type { LoginResult } from '../contracts/auth.ts';
import type { TransactionContext } from '../ports/unit-of-work.ts';
import type { UseCaseContext } from '../shared/context.ts';
import { absoluteSessionExpiryFrom, sessionExpiryFrom, sessionIdleSeconds } from './domain/session.ts';

/**
 * Opens a session for an account allowed in, in the caller's unit of work: the time of the sign-in,
 * and the session with its idle and absolute expiry (setting `sessionAbsoluteHours`). Shared by the
 * password sign-in and the provider sign-in, so both give the same opaque token (ADR 0023).
 */
export async function openSession(
  { repositories }: TransactionContext,
  ctx: Pick<UseCaseContext, 'clock' | 'tokenGenerator'>,
  accountId: string,
): Promise<LoginResult> {
  const token = ctx.tokenGenerator.generate();
  const { sessionAbsoluteHours } = await repositories.settings.get();
  const now = ctx.clock.now();
  const absoluteExpiresAt = absoluteSessionExpiryFrom(now, sessionAbsoluteHours);
  await repositories.accounts.recordLogin(accountId, now);
  await repositories.sessions.create({
    accountId,
    tokenHash: token.hash,
    createdAt: now,
    expiresAt: sessionExpiryFrom(now, absoluteExpiresAt),
    absoluteExpiresAt,
  });
  return { token: token.token, expiresIn: sessionIdleSeconds };
}
