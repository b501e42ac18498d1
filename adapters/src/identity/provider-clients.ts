import type {
  IdentityProviderId,
  IdentityProviderInfo,
  IdentityProviders,
  ProviderIdentity,
} from '@coach/core';
import { DomainError } from '@coach/core/errors/domain-error';
import {
  ArcticFetchError,
  OAuth2RequestError,
  type OAuth2Tokens,
  UnexpectedErrorResponseBodyError,
  UnexpectedResponseError,
} from 'arctic';
import { providerIdentity } from './claims.ts';
import { genericOidcClient } from './generic-oidc.ts';
import { googleClient } from './google.ts';
import { createIdTokenVerifier } from './id-token.ts';
import { type IdentityProvidersConfig, identityCallbackUrl } from './identity-config.ts';
import { linkedInClient } from './linkedin.ts';
import { microsoftClient } from './microsoft.ts';
import type { ProviderClient } from './provider-client.ts';

/**
 * The IdentityProviders port on arctic (ADR 0023): one client per configured provider, in the
 * order the login page shows them. Provider tokens are read for the ID token and dropped.
 * Loaded at the first sign-in through a provider (identity-providers.ts).
 */
export function createProviderClients(config: IdentityProvidersConfig): IdentityProviders {
  const callback = (provider: IdentityProviderId) => identityCallbackUrl(config.publicBaseUrl, provider);
  const clients = new Map<IdentityProviderId, ProviderClient>();
  const { google, microsoft, linkedin, oidc } = config;
  if (google) clients.set('google', googleClient(google, callback('google')));
  if (microsoft) clients.set('microsoft', microsoftClient(microsoft, callback('microsoft')));
  if (linkedin) clients.set('linkedin', linkedInClient(linkedin, callback('linkedin')));
  if (oidc) clients.set('oidc', genericOidcClient(oidc, callback('oidc')));
  const verifyIdToken = createIdTokenVerifier();

  function clientFor(provider: IdentityProviderId): ProviderClient {
    const client = clients.get(provider);
    if (!client) throw new DomainError('identityProviderNotEnabled');
    return client;
  }

  return {
    enabled: (): IdentityProviderInfo[] => [...clients].map(([provider, { label }]) => ({ provider, label })),

    async authorizationUrl(provider, request) {
      return (await clientFor(provider).authorizationUrl(request)).href;
    },

    async identify(provider, { code, codeVerifier, nonce }): Promise<ProviderIdentity> {
      const client = clientFor(provider);
      const tokens = await client.validateAuthorizationCode(code, codeVerifier).catch((error: unknown) => {
        throw exchangeFailure(error, client.label);
      });
      const claims = await verifyIdToken(client, idTokenOf(tokens, client.label), nonce);
      return providerIdentity(claims, client.emailVerified(claims));
    },
  };
}

/**
 * The provider answered the code with an OAuth error (invalid_grant for a used, expired or
 * foreign code, a wrong verifier, …): refused. It could not be reached or answered something
 * that is not OAuth: unavailable.
 */
function exchangeFailure(error: unknown, label: string): unknown {
  if (error instanceof DomainError) return error;
  if (error instanceof OAuth2RequestError)
    return new DomainError('identityProviderRefused', { provider: label });
  const outage =
    error instanceof ArcticFetchError ||
    error instanceof UnexpectedResponseError ||
    error instanceof UnexpectedErrorResponseBodyError;
  return outage ? new DomainError('identityProviderUnavailable', { provider: label }) : error;
}

/** We asked for `openid`: a token answer without an ID token does not identify anybody. */
function idTokenOf(tokens: OAuth2Tokens, label: string): string {
  try {
    return tokens.idToken();
  } catch {
    throw new DomainError('identityProviderRefused', { provider: label });
  }
}
