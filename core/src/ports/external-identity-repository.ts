import type { IdentityProviderId } from '../contracts/identities.ts';
import type { ExternalIdentity, NewExternalIdentity } from '../identities/domain/external-identity.ts';

export interface ExternalIdentityReads {
  findByProviderSubject(provider: IdentityProviderId, subject: string): Promise<ExternalIdentity | null>;
  /** The identities linked to an account, oldest link first. */
  listOfAccount(accountId: string): Promise<ExternalIdentity[]>;
}

export interface ExternalIdentityRepository extends ExternalIdentityReads {
  /**
   * Links a provider account. The unique indexes decide under concurrency: DomainError
   * `identityLinkedElsewhere` when the provider account is linked already (to any account),
   * `providerAlreadyLinked` when the account has one of this provider already.
   */
  link(identity: NewExternalIdentity): Promise<ExternalIdentity>;
  /** Removes the link; false when there was none. */
  unlink(accountId: string, provider: IdentityProviderId): Promise<boolean>;
  recordSignIn(id: string, at: Date): Promise<void>;
}
