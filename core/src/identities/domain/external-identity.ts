import type { IdentityProviderId } from '../../contracts/identities.ts';

/**
 * An account of another service (Google, Microsoft, LinkedIn, the generic OpenID issuer) linked to
 * an account here. The provider's `sub` identifies it: e-mail addresses change and can be re-used,
 * the subject cannot. One provider account links to one account here, and an account links one
 * account of each provider.
 */
export interface ExternalIdentity {
  readonly id: string;
  readonly accountId: string;
  readonly provider: IdentityProviderId;
  /** The provider's stable `sub` claim. */
  readonly subject: string;
  /** The provider account's e-mail when it was linked (shown in the settings; never used to sign in). */
  readonly email: string | null;
  readonly linkedAt: Date;
  readonly lastSignInAt: Date | null;
}

export type NewExternalIdentity = Omit<ExternalIdentity, 'id' | 'lastSignInAt'>;
