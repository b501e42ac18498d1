import type { IdentityProviderInfo, IdentityProviders } from '@coach/core';
import type { IdentityProvidersConfig } from './identity-config.ts';
import { providerLabels } from './provider-labels.ts';

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
