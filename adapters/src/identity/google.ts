import { Google } from 'arctic';
import { type ClientCredentials, isTrueClaim, type ProviderClient, scopes } from './provider-client.ts';
import { providerLabels } from './provider-labels.ts';

/*
 * Google's OpenID Connect (developers.google.com/identity/openid-connect/openid-connect):
 * arctic's Google client (authorization code + PKCE S256); keys from Google's certificate URL,
 * issuer with or without the scheme, as Google documents; `email_verified` as given.
 */
export function googleClient(
  { clientId, clientSecret }: ClientCredentials,
  redirectUrl: string,
): ProviderClient {
  const google = new Google(clientId, clientSecret, redirectUrl);
  return {
    label: providerLabels.google,
    clientId,
    async authorizationUrl({ state, codeVerifier, nonce }) {
      const url = google.createAuthorizationURL(state, codeVerifier, scopes);
      url.searchParams.set('nonce', nonce);
      return url;
    },
    validateAuthorizationCode: (code, codeVerifier) => google.validateAuthorizationCode(code, codeVerifier),
    idTokenRules: async () => ({
      jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      issuer: ['https://accounts.google.com', 'accounts.google.com'],
      nonceRequired: true,
    }),
    emailVerified: (claims) => isTrueClaim(claims.email_verified),
  };
}
