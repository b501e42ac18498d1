import type { Account } from '../accounts/domain/account.ts';
import { auditSnapshot } from '../audit/domain/audit-entry.ts';
import type { IdentityProviderId } from '../contracts/identities.ts';
import type { TransactionContext } from '../ports/unit-of-work.ts';
import type { UseCaseContext } from '../shared/context.ts';

export type IdentityAuditAction = 'auth.linkIdentity' | 'auth.unlinkIdentity' | 'auth.identitySignIn';

/**
 * Every link, unlink and provider sign-in goes to the audit log (issue 11), in the unit of work of
 * the change. The actor is the account itself, even when nobody is signed in yet (a provider
 * sign-in, a link at registration or with the password): the log then says whose way in changed.
 */
export async function auditIdentity(
  { repositories }: TransactionContext,
  ctx: Pick<UseCaseContext, 'clock' | 'clientAddress'>,
  account: Pick<Account, 'id' | 'email'>,
  action: IdentityAuditAction,
  identity: { readonly provider: IdentityProviderId; readonly email: string | null },
): Promise<void> {
  await repositories.auditLog.append({
    actorAccountId: account.id,
    actorLabel: account.email,
    action,
    entityType: 'account',
    entityId: account.id,
    before: null,
    after: auditSnapshot({ provider: identity.provider, email: identity.email }),
    clientAddress: ctx.clientAddress ?? null,
    createdAt: ctx.clock.now(),
  });
}
