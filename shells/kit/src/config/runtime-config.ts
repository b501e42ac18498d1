// The server injects `<script type="application/json" id="runtime-config">` into index.html
// (docs/runtime-contract.md): where the API is and where each remote's manifest lives. A data
// block, not a script, so the CSP needs no exception. Missing or broken, we fall back to the
// same-origin defaults, which is also what a remote running on its own in dev needs.

export const remoteNames = ['public_site', 'member_app', 'admin_app'] as const;
export type RemoteName = (typeof remoteNames)[number];

export type RuntimeConfig = {
  apiBase: string;
  remotes: Record<RemoteName, string>;
};

export const defaultRuntimeConfig: RuntimeConfig = {
  apiBase: '/api',
  remotes: {
    public_site: '/remotes/public-site/mf-manifest.json',
    member_app: '/remotes/member-app/mf-manifest.json',
    admin_app: '/remotes/admin-app/mf-manifest.json',
  },
};

export function parseRuntimeConfig(text: string | null | undefined): RuntimeConfig {
  if (!text) return defaultRuntimeConfig;
  try {
    const raw: unknown = JSON.parse(text);
    if (typeof raw !== 'object' || raw === null) return defaultRuntimeConfig;
    const { apiBase, remotes } = raw as { apiBase?: unknown; remotes?: Record<string, unknown> };
    const merged: RuntimeConfig = {
      apiBase: typeof apiBase === 'string' && apiBase !== '' ? apiBase : defaultRuntimeConfig.apiBase,
      remotes: { ...defaultRuntimeConfig.remotes },
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
