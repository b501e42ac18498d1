import type { IdentityProviderId, IdentityProviderInfo } from '../contracts/identities.ts';
import type { ProviderIdentity } from '../identities/domain/identity-flow.ts';

export interface AuthorizationRequest {
  readonly state: string;
  /** PKCE (S256); LinkedIn's web flow takes none and ignores it (ADR 0023). */
  readonly codeVerifier: string;
  readonly nonce: string;
}

export interface CodeExchange {
  readonly code: string;
  readonly codeVerifier: string;
  /** The ID token must carry this nonce. */
  readonly nonce: string;
}

/**
 * The OAuth 2.0 / OpenID Connect providers configured on this server (arctic in the adapters).
 * Redirect URLs come from the configuration, never from a request.
 *
 * `identify` exchanges the code and checks the ID token (signature, issuer, audience, expiry,
 * nonce); provider tokens are not kept. It throws DomainError `identityProviderRefused` when the
 * provider refuses the code or the token does not check out, `identityProviderUnavailable` when
 * the provider cannot be reached, and `identityProviderNotEnabled` for a provider not configured.
 */
export interface IdentityProviders {
  /** The enabled providers, in the order the login page shows them. */
  enabled(): readonly IdentityProviderInfo[];
  authorizationUrl(provider: IdentityProviderId, request: AuthorizationRequest): Promise<string>;
  identify(provider: IdentityProviderId, exchange: CodeExchange): Promise<ProviderIdentity>;
}
