import type { IdentityProviderInfo } from '@coach/core/contracts';

// The server injects `<script type="application/json" id="runtime-config">` into index.html
// (docs/runtime-contract.md): where the API is, where each remote's manifest lives and which
// sign-in providers are configured. A data block, not a script, so the CSP needs no exception.
// Missing or broken, we fall back to the same-origin defaults, which is also what a remote running
// on its own in dev needs.

export const remoteNames = ['public_site', 'member_app', 'admin_app'] as const;
export type RemoteName = (typeof remoteNames)[number];

export type RuntimeConfig = {
  apiBase: string;
  remotes: Record<RemoteName, string>;
  /**
   * The sign-in providers configured on the server, for the login page's first render (the server
   * writes the same buttons into its pre-rendered HTML); null when the block does not say (a remote
   * on its own in dev), and the page asks `GET /api/auth/providers`.
   */
  identityProviders: IdentityProviderInfo[] | null;
};

export const defaultRuntimeConfig: RuntimeConfig = {
  apiBase: '/api',
  remotes: {
    public_site: '/remotes/public-site/mf-manifest.json',
    member_app: '/remotes/member-app/mf-manifest.json',
    admin_app: '/remotes/admin-app/mf-manifest.json',
  },
  identityProviders: null,
};

/** The list as the server wrote it (the server is its only author), or null when there is none. */
const providersOf = (value: unknown): IdentityProviderInfo[] | null =>
  Array.isArray(value) && value.every((entry) => typeof entry?.label === 'string') ? value : null;

export function parseRuntimeConfig(text: string | null | undefined): RuntimeConfig {
  if (!text) return defaultRuntimeConfig;
  try {
    const raw: unknown = JSON.parse(text);
    if (typeof raw !== 'object' || raw === null) return defaultRuntimeConfig;
    const { apiBase, remotes, identityProviders } = raw as {
      apiBase?: unknown;
      remotes?: Record<string, unknown>;
      identityProviders?: unknown;
    };
    const merged: RuntimeConfig = {
      apiBase: typeof apiBase === 'string' && apiBase !== '' ? apiBase : defaultRuntimeConfig.apiBase,
      remotes: { ...defaultRuntimeConfig.remotes },
      identityProviders: providersOf(identityProviders),
    };
    for (const name of remoteNames) {
      const url = remotes?.[name];
      if (typeof url === 'string' && url !== '') merged.remotes[name] = url;
    }
    return merged;
  } catch {
    return defaultRuntimeConfig;
  }
}

let cached: RuntimeConfig | undefined;

export function runtimeConfig(): RuntimeConfig {
  cached ??= parseRuntimeConfig(
    typeof document === 'undefined' ? null : document.getElementById('runtime-config')?.textContent,
  );
  return cached;
}
