import type { Account } from '../accounts/domain/account.ts';
import type { IdentityProviderId } from '../contracts/identities.ts';
import { DomainError, isDomainError } from '../errors/domain-error.ts';
import type { TransactionContext } from '../ports/unit-of-work.ts';
import type { UseCaseContext } from '../shared/context.ts';
import type { ExternalIdentity } from './domain/external-identity.ts';
import type { ProviderIdentity } from './domain/identity-flow.ts';
import { providerLabel } from './enabled-providers.ts';
import { auditIdentity } from './identity-audit.ts';

/**
 * Links a provider account to `account` and logs it, in the caller's unit of work. The unique
 * indexes decide under concurrency (see the repository): `identityLinkedElsewhere` or
 * `providerAlreadyLinked`, here with the provider's name for the message, rolls the caller's work back.
 */
export async function linkIdentity(
  tx: TransactionContext,
  ctx: Pick<UseCaseContext, 'clock' | 'clientAddress' | 'identityProviders'>,
  account: Pick<Account, 'id' | 'email'>,
  provider: IdentityProviderId,
  identity: Pick<ProviderIdentity, 'subject' | 'email'>,
): Promise<ExternalIdentity> {
  let linked: ExternalIdentity;
  try {
    linked = await tx.repositories.externalIdentities.link({
      accountId: account.id,
      provider,
      subject: identity.subject,
      email: identity.email,
      linkedAt: ctx.clock.now(),
    });
  } catch (error) {
    if (
      isDomainError(error) &&
      (error.key === 'identityLinkedElsewhere' || error.key === 'providerAlreadyLinked')
    ) {
      throw new DomainError(error.key, { provider: providerLabel(ctx, provider) });
    }
    throw error;
  }
  await auditIdentity(tx, ctx, account, 'auth.linkIdentity', linked);
  return linked;
}
