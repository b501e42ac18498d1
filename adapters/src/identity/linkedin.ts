import { LinkedIn } from 'arctic';
import { type ClientCredentials, isTrueClaim, type ProviderClient, scopes } from './provider-client.ts';
import { providerLabels } from './provider-labels.ts';

/*
 * Sign In with LinkedIn using OpenID Connect (learn.microsoft.com/linkedin/consumer/integrations/
 * self-serve/sign-in-with-linkedin-v2): arctic's LinkedIn client. Its web flow has no PKCE in
 * arctic (LinkedIn offers PKCE only to apps it enables for it, as native clients; web apps that
 * sent a verifier were answered invalid_client, next-auth#8831), so the flow's code verifier is
 * not used here: `state` and the browser-binding cookie protect the callback. The issuer has been `https://www.linkedin.com/oauth`
 * since April 2024 (its discovery document; keycloak#28686, next-auth#10671).
 *
 * LinkedIn ignores `nonce`: its ID tokens carry none (python-social-auth/social-core#833,
 * linkedin-api-js-client#34). The parameter is still sent, and a token that does carry a nonce
 * must carry the flow's, but a token without one is accepted: it comes straight from LinkedIn's
 * token endpoint over TLS, in exchange for a single-use code and our client secret.
 */
export function linkedInClient(
  { clientId, clientSecret }: ClientCredentials,
  redirectUrl: string,
): ProviderClient {
  const linkedIn = new LinkedIn(clientId, clientSecret, redirectUrl);
  return {
    label: providerLabels.linkedin,
    clientId,
    async authorizationUrl({ state, nonce }) {
      const url = linkedIn.createAuthorizationURL(state, scopes);
      url.searchParams.set('nonce', nonce);
      return url;
    },
    validateAuthorizationCode: (code) => linkedIn.validateAuthorizationCode(code),
    idTokenRules: async () => ({
      jwksUrl: 'https://www.linkedin.com/oauth/openid/jwks',
      issuer: 'https://www.linkedin.com/oauth',
      nonceRequired: false,
    }),
    emailVerified: (claims) => isTrueClaim(claims.email_verified),
  };
}
