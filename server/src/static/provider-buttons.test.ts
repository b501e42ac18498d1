import { describe, expect, it } from 'vitest';
import { prerenderedOidcLabel, writeProviderButtons } from './provider-buttons.ts';

// The login page's provider section as the build pre-renders it: every provider, the generic one
// under the stand-in name (markup as React writes it, shortened).
const button = (provider: string, name: string) =>
  `<li data-provider="${provider}"><button type="button" class="b"><svg aria-hidden="true"><path d="M0 0"></path></svg><span>Sign in with ${name}</span></button></li>`;
const page = [
  '<main><form><button type="submit">Sign in</button></form>',
  '<div class="p" data-identity-providers=""><p class="d">or</p><ul class="l">',
  button('google', 'Google'),
  button('microsoft', 'Microsoft'),
  button('linkedin', 'LinkedIn'),
  button('oidc', prerenderedOidcLabel),
  '</ul></div>',
  '<p>New here? <a href="/register">Register</a></p></main>',
].join('');

describe('writeProviderButtons', () => {
  it('keeps the buttons of the providers configured here, the generic one under its configured name', () => {
    const html = writeProviderButtons(page, [
      { provider: 'google', label: 'Google' },
      { provider: 'oidc', label: 'Koç Okulu <Ankara> & "Co"' },
    ]);
    expect(html).toContain(button('google', 'Google'));
    expect(html).toContain(button('oidc', 'Koç Okulu &lt;Ankara&gt; &amp; &quot;Co&quot;'));
    expect(html).not.toContain('microsoft');
    expect(html).not.toContain('LinkedIn');
    expect(html).not.toContain(prerenderedOidcLabel);
    expect(html).toContain('<p>New here? <a href="/register">Register</a></p></main>');
  });

  it('takes the whole section out when no provider is configured, and leaves the rest', () => {
    expect(writeProviderButtons(page, [])).toBe(
      '<main><form><button type="submit">Sign in</button></form><p>New here? <a href="/register">Register</a></p></main>',
    );
  });

  it('changes nothing on a page without the section', () => {
    const home = '<main><h1>Home</h1><ul><li data-provider="google">x</li></ul></main>';
    expect(writeProviderButtons(home, [])).toBe(home);
  });
});
