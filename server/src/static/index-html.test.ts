import { describe, expect, it } from 'vitest';
import { languageOfPath, rewriteIndexHtml } from './index-html.ts';

const html = '<!doctype html><html lang="tr"><head><title>x</title></head><body></body></html>';
const runtimeConfig = {
  apiBase: '/api',
  remotes: {
    public_site: '/a/mf-manifest.json',
    member_app: '/b/mf-manifest.json',
    admin_app: '/c/mf-manifest.json',
  },
  identityProviders: [],
};
const rewrite = (options: Partial<Parameters<typeof rewriteIndexHtml>[1]> = {}, source = html) =>
  rewriteIndexHtml(source, {
    language: 'tr',
    themeCookie: undefined,
    accentCookie: undefined,
    runtimeConfig,
    ...options,
  });

describe('languageOfPath', () => {
  it.each([
    ['/', 'tr'],
    ['/en', 'en'],
    ['/en/', 'en'],
    ['/en/user/dashboard', 'en'],
    ['/english', 'tr'],
    ['/user/en', 'tr'],
  ] as const)('%s → %s', (path, language) => {
    expect(languageOfPath(path)).toBe(language);
  });
});

describe('rewriteIndexHtml', () => {
  it('replaces the lang attribute, or adds it when missing', () => {
    expect(rewrite({ language: 'en' })).toContain('<html lang="en">');
    expect(rewrite({ language: 'en' }, html.replace(' lang="tr"', ''))).toContain('<html lang="en">');
  });

  it('adds only allowed theme and accent values, so a cookie cannot inject markup', () => {
    expect(rewrite({ themeCookie: 'light', accentCookie: 'theme5' })).toContain(
      '<html data-accent="theme5" data-theme="light" lang="tr">',
    );
    const hostile = rewrite({ themeCookie: '"><script>alert(1)</script>', accentCookie: 'theme9' });
    expect(hostile).toContain('<html lang="tr">');
    expect(hostile).not.toContain('alert');
  });

  it('puts the runtime configuration as a JSON block right before </head>', () => {
    expect(rewrite()).toContain(
      `<script type="application/json" id="runtime-config">${JSON.stringify(runtimeConfig)}</script></head>`,
    );
  });

  it('escapes < in the configuration, so no value can close the script element', () => {
    const output = rewrite({
      runtimeConfig: { ...runtimeConfig, remotes: { ...runtimeConfig.remotes, admin_app: '</script><b>' } },
    });
    expect(output).not.toContain('</script><b>');
    expect(output).toContain('\\u003c/script>\\u003cb>');
  });
});
