import type { IdentityProviderInfo } from '@coach/core/contracts';
import type { RemoteName } from '../config.ts';

/** What the host shell reads from the `runtime-config` JSON block of index.html. */
export interface RuntimeConfig {
  readonly apiBase: string;
  readonly remotes: Readonly<Record<RemoteName, string>>;
  /**
   * The sign-in providers configured here (`GET /api/auth/providers` answers the same): the login
   * page draws their buttons in its first render, and the server writes them into its pre-rendered
   * HTML (provider-buttons.ts), so they are there before the app starts (ADR 0039).
   */
  readonly identityProviders: readonly IdentityProviderInfo[];
}

export function runtimeConfigFor(
  remoteManifestUrls: Readonly<Record<RemoteName, string>>,
  identityProviders: readonly IdentityProviderInfo[],
): RuntimeConfig {
  return { apiBase: '/api', remotes: remoteManifestUrls, identityProviders };
}

/**
 * The origins of remotes served from elsewhere (absolute URLs), for the CSP. Same-origin remotes
 * (relative URLs, the default) are already covered by 'self'.
 */
export function remoteOrigins(remoteManifestUrls: Readonly<Record<RemoteName, string>>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remoteManifestUrls)) {
    if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}
