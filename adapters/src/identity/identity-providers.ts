import type { IdentityProviderId, IdentityProviderInfo, IdentityProviders } from '@coach/core';
import type { GenericOidcConfig } from './generic-oidc.ts';
import type { MicrosoftConfig } from './microsoft.ts';
import type { ClientCredentials } from './provider-client.ts';
import { providerLabels } from './provider-labels.ts';

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

/**
 * The IdentityProviders port (ADR 0023). The providers' clients (provider-clients.ts: arctic, and
 * jose for the ID tokens, some 120 modules) are imported at the first sign-in through a provider,
 * not with the platform: a CLI command or a job never needs them (issue 29, the CLI's start). The
 * login page's list of providers comes from the configuration alone.
 */
export function createIdentityProviders(config: IdentityProvidersConfig): IdentityProviders {
  const enabled = enabledProviders(config);
  let clients: Promise<IdentityProviders> | undefined;
  const loaded = () => {
    clients ??= import('./provider-clients.ts').then((module) => module.createProviderClients(config));
    return clients;
  };
  return {
    enabled: () => enabled.map((provider) => ({ ...provider })),
    authorizationUrl: async (provider, request) => (await loaded()).authorizationUrl(provider, request),
    identify: async (provider, exchange) => (await loaded()).identify(provider, exchange),
  };
}

/** The configured providers in the order the login page shows them (provider-clients.ts builds them so). */
function enabledProviders({
  google,
  microsoft,
  linkedin,
  oidc,
}: IdentityProvidersConfig): IdentityProviderInfo[] {
  const enabled: IdentityProviderInfo[] = [];
  if (google) enabled.push({ provider: 'google', label: providerLabels.google });
  if (microsoft) enabled.push({ provider: 'microsoft', label: providerLabels.microsoft });
  if (linkedin) enabled.push({ provider: 'linkedin', label: providerLabels.linkedin });
  if (oidc) enabled.push({ provider: 'oidc', label: oidc.label });
  return enabled;
}
