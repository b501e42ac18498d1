import { describe, expect, it } from 'vitest';
import { defaultRuntimeConfig, parseRuntimeConfig } from './runtime-config.ts';

describe('runtime configuration', () => {
  it('reads the block the server injects', () => {
    const config = parseRuntimeConfig(
      JSON.stringify({
        apiBase: '/api',
        remotes: { admin_app: 'https://cdn.example/admin/mf-manifest.json' },
      }),
    );
    expect(config.remotes.admin_app).toBe('https://cdn.example/admin/mf-manifest.json');
    expect(config.remotes.member_app).toBe('/remotes/member-app/mf-manifest.json');
  });

  it('reads the sign-in providers configured on the server, or none said when the list is missing or broken', () => {
    const providers = [
      { provider: 'google', label: 'Google' },
      { provider: 'oidc', label: 'Koç Okulu' },
    ];
    expect(parseRuntimeConfig(JSON.stringify({ identityProviders: providers })).identityProviders).toEqual(
      providers,
    );
    expect(parseRuntimeConfig(JSON.stringify({ identityProviders: [] })).identityProviders).toEqual([]);
    expect(parseRuntimeConfig(JSON.stringify({ apiBase: '/api' })).identityProviders).toBeNull();
    expect(
      parseRuntimeConfig(JSON.stringify({ identityProviders: [{ provider: 1 }] })).identityProviders,
    ).toBeNull();
  });

  it('falls back to same-origin defaults when the block is missing or broken', () => {
    expect(parseRuntimeConfig(null)).toEqual(defaultRuntimeConfig);
    expect(parseRuntimeConfig('{not json')).toEqual(defaultRuntimeConfig);
    expect(parseRuntimeConfig('"text"')).toEqual(defaultRuntimeConfig);
  });
});
