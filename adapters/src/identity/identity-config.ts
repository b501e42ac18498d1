import type { IdentityProviderId } from '@coach/core';
import type { GenericOidcConfig } from './generic-oidc.ts';
import type { MicrosoftConfig } from './microsoft.ts';
import type { ClientCredentials } from './provider-client.ts';

// What the port (identity-providers.ts) and the providers' clients it loads at the first sign-in
// (provider-clients.ts) both read, in a module of its own: the clients must not import the port back.

/** A provider is configured (hence enabled) when its entry is present: the server reads the environment. */
export interface IdentityProvidersConfig {
  /** Where browsers reach this server; the redirect URLs are built from it, never from a request. */
  readonly publicBaseUrl: string;
  readonly google?: ClientCredentials;
  readonly microsoft?: MicrosoftConfig;
  readonly linkedin?: ClientCredentials;
  readonly oidc?: GenericOidcConfig;
}

/** The redirect URL to register with the provider, and the one every flow sends. */
export function identityCallbackUrl(publicBaseUrl: string, provider: IdentityProviderId): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}/api/auth/oauth/${provider}/callback`;
}
