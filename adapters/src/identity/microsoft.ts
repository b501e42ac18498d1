import { MicrosoftEntraId } from 'arctic';
import { type ClientCredentials, isTrueClaim, type ProviderClient, scopes } from './provider-client.ts';
import { providerLabels } from './provider-labels.ts';

const tenantId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/*
 * Microsoft identity platform v2.0 (learn.microsoft.com/entra/identity-platform/id-token-claims-
 * reference, access-token-claims "validate the issuer", optional-claims-reference): arctic's
 * MicrosoftEntraId client (PKCE S256) on the configured tenant: a tenant ID, a domain, or
 * `common` / `organizations` / `consumers` for any account. The ID token's issuer is always
 * `https://login.microsoftonline.com/{tid}/v2.0` with the token's own tenant (`tid`); with a
 * tenant ID configured, that must be the tenant.
 *
 * Entra's `email` claim is whatever the tenant's administrator typed: Microsoft does not verify
 * it (the "nOAuth" account takeover, 2023). It counts as verified only when the token carries the
 * optional claim `xms_edov` ("email domain owner verified"), which the app registration must add
 * under Token configuration → optional claims (ID token).
 */
export interface MicrosoftConfig extends ClientCredentials {
  /** A tenant ID or domain, or `common` / `organizations` / `consumers`. */
  readonly tenant: string;
}

export function microsoftClient(
  { clientId, clientSecret, tenant }: MicrosoftConfig,
  redirectUrl: string,
): ProviderClient {
  const entraId = new MicrosoftEntraId(tenant, clientId, clientSecret, redirectUrl);
  return {
    label: providerLabels.microsoft,
    clientId,
    async authorizationUrl({ state, codeVerifier, nonce }) {
      const url = entraId.createAuthorizationURL(state, codeVerifier, scopes);
      url.searchParams.set('nonce', nonce);
      return url;
    },
    validateAuthorizationCode: (code, codeVerifier) => entraId.validateAuthorizationCode(code, codeVerifier),
    async idTokenRules(unverified) {
      const { tid } = unverified;
      if (typeof tid !== 'string' || !tenantId.test(tid)) throw new Error('ID token without a tenant');
      if (tenantId.test(tenant) && tid.toLowerCase() !== tenant.toLowerCase())
        throw new Error('ID token of another tenant');
      return {
        jwksUrl: `https://login.microsoftonline.com/${tenant}/discovery/v2.0/keys`,
        issuer: `https://login.microsoftonline.com/${tid}/v2.0`,
        nonceRequired: true,
      };
    },
    emailVerified: (claims) => isTrueClaim(claims.xms_edov),
  };
}
