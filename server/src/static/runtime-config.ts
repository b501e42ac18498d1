import type { RemoteName } from '../config.ts';

/** What the host shell reads from the `runtime-config` JSON block of index.html. */
export interface RuntimeConfig {
  readonly apiBase: string;
  readonly remotes: Readonly<Record<RemoteName, string>>;
}

export function runtimeConfigFor(remoteManifestUrls: Readonly<Record<RemoteName, string>>): RuntimeConfig {
  return { apiBase: '/api', remotes: remoteManifestUrls };
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
