import { DomainError } from '../errors/domain-error.ts';
import type { AccountActor, UseCaseContext } from '../shared/context.ts';
import { isSessionUsable, sessionExpiryFrom, sessionNeedsRenewal } from './domain/session.ts';

/**
 * Resolves a bearer token to the signed-in actor and renews the session's idle lifetime. The
 * session and its account come in one query: this runs on every signed-in request.
 *
 * Unknown, revoked and expired tokens all answer 4001; so does a session whose account has since
 * become passive or locked, because such accounts must lose access at once.
 *
 * It needs only the ports it names, so the HTTP guard passes the injected ports as they are rather
 * than building a use-case context for it (a copy of every port, on every signed-in request).
 */
export async function authenticate(
  ctx: Pick<UseCaseContext, 'clock' | 'repositories' | 'tokenGenerator' | 'unitOfWork'>,
  token: string,
): Promise<AccountActor> {
  const now = ctx.clock.now();
  const found = await ctx.repositories.sessions.findWithAccountByTokenHash(ctx.tokenGenerator.hash(token));
  if (!found || !isSessionUsable(found.session, now)) throw new DomainError('unauthorized');
  const { session, account } = found;
  if (account.status !== 'active' || account.isLocked) throw new DomainError('unauthorized');

  if (sessionNeedsRenewal(session, now)) {
    const expiresAt = sessionExpiryFrom(now, session.absoluteExpiresAt);
    await ctx.unitOfWork.run((tx) => tx.repositories.sessions.renew(session.id, now, expiresAt));
  }
  return {
    kind: 'account',
    accountId: account.id,
    role: account.accountRoleType,
    sessionId: session.id,
    account,
  };
}
