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

  it('falls back to same-origin defaults when the block is missing or broken', () => {
    expect(parseRuntimeConfig(null)).toEqual(defaultRuntimeConfig);
    expect(parseRuntimeConfig('{not json')).toEqual(defaultRuntimeConfig);
    expect(parseRuntimeConfig('"text"')).toEqual(defaultRuntimeConfig);
  });
});
