import { DomainError } from '../errors/domain-error.ts';
import type { Actor, UseCaseCall } from '../shared/context.ts';
import { isSessionUsable, sessionExpiryFrom, sessionNeedsRenewal } from './domain/session.ts';

/**
 * Resolves a bearer token to the signed-in actor and renews the session's idle lifetime.
 * Unknown, revoked and expired tokens all answer 4001; so does a session whose account has since
 * become passive or locked, because such accounts must lose access at once.
 */
export async function authenticate({
  ctx,
  input,
}: UseCaseCall<{ token: string }>): Promise<Extract<Actor, { kind: 'account' }>> {
  const now = ctx.clock.now();
  const session = await ctx.repositories.sessions.findByTokenHash(ctx.tokenGenerator.hash(input.token));
  if (!session || !isSessionUsable(session, now)) throw new DomainError('unauthorized');

  const account = await ctx.repositories.accounts.findById(session.accountId);
  if (account?.status !== 'active' || account.isLocked) throw new DomainError('unauthorized');

  if (sessionNeedsRenewal(session, now)) {
    await ctx.repositories.sessions.renew(session.id, now, sessionExpiryFrom(now));
  }
  return { kind: 'account', accountId: account.id, role: account.accountRoleType, sessionId: session.id };
}
