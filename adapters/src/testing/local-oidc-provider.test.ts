import { createHash, randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type LocalOidcProvider, startLocalOidcProvider } from './local-oidc-provider.ts';

const redirectUri = 'http://127.0.0.1:9/api/auth/oauth/oidc/callback';

describe('the local OpenID provider', () => {
  let provider: LocalOidcProvider;
  const consoleOutput = [vi.spyOn(console, 'warn'), vi.spyOn(console, 'info'), vi.spyOn(console, 'error')];

  beforeAll(async () => {
    provider = await startLocalOidcProvider({
      redirectUris: [redirectUri],
      users: [
        {
          login: 'ayse',
          email: 'Ayse@Example.com',
          emailVerified: false,
          givenName: 'Ayşe',
          familyName: 'Yılmaz',
        },
      ],
    });
  });
  afterAll(async () => {
    await provider.close();
    for (const spy of consoleOutput) spy.mockRestore();
  });

  async function discovery() {
    const response = await fetch(`${provider.issuer}/.well-known/openid-configuration`);
    return (await response.json()) as Record<string, string>;
  }

  async function authorizationUrl(state: string, verifier: string) {
    const url = new URL((await discovery()).authorization_endpoint ?? '');
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: provider.clientId,
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      state,
      nonce: 'nonce-1',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    }).toString();
    return url.href;
  }

  async function exchange(code: string, verifier: string) {
    return fetch((await discovery()).token_endpoint ?? '', {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${provider.clientId}:${provider.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: verifier,
      }),
    });
  }

  it('publishes its discovery document under its issuer, on 127.0.0.1', async () => {
    expect(provider.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await discovery()).toMatchObject({ issuer: provider.issuer, jwks_uri: `${provider.issuer}/jwks` });
    expect(provider).toMatchObject({ clientId: 'coach-platform', clientSecret: 'local-oidc-secret' });
  });

  it('signs a known person in through its form and puts their claims in the ID token', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const callback = await provider.authorize(await authorizationUrl('state-1', verifier), 'ayse');
    expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri);
    expect(callback.searchParams.get('state')).toBe('state-1');

    const response = await exchange(callback.searchParams.get('code') ?? '', verifier);
    expect(response.status).toBe(200);
    const { id_token } = (await response.json()) as { id_token: string };
    expect(decodeJwt(id_token)).toMatchObject({
      iss: provider.issuer,
      aud: 'coach-platform',
      sub: 'ayse',
      nonce: 'nonce-1',
      email: 'Ayse@Example.com',
      email_verified: false,
      given_name: 'Ayşe',
      family_name: 'Yılmaz',
      name: 'Ayşe Yılmaz',
    });
  });

  it('gives an unknown login its subject only, and refuses a code twice or with another verifier', async () => {
    const verifier = randomBytes(32).toString('base64url');
    const callback = await provider.authorize(await authorizationUrl('state-2', verifier), 'stranger');
    const code = callback.searchParams.get('code') ?? '';

    expect((await exchange(code, 'another-verifier-another-verifier-another-verifier')).status).toBe(400);
    const second = await provider.authorize(await authorizationUrl('state-3', verifier), 'stranger');
    const response = await exchange(second.searchParams.get('code') ?? '', verifier);
    const { id_token } = (await response.json()) as { id_token: string };
    const claims = decodeJwt(id_token);
    expect(claims.sub).toBe('stranger');
    expect(claims).not.toHaveProperty('email');
    const replayed = await exchange(second.searchParams.get('code') ?? '', verifier);
    expect(replayed.status).toBe(400);
    expect(await replayed.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('shows a browser its sign-in form, login and password, and again on its next visit', async () => {
    const cookies = new Map<string, string>();
    const visit = async (url: string | URL, init: RequestInit = {}) => {
      const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await fetch(url, {
        ...init,
        redirect: 'manual',
        headers: { ...init.headers, cookie },
      });
      for (const line of response.headers.getSetCookie()) {
        const [name = '', value = ''] = (line.split(';')[0] ?? '').split('=');
        cookies.set(name, value);
      }
      return response;
    };
    const location = (response: Response) => new URL(response.headers.get('location') ?? '', provider.issuer);

    const signInPage = location(
      await visit(await authorizationUrl('state-4', randomBytes(32).toString('base64url'))),
    );
    expect(signInPage.pathname).toMatch(/^\/interaction\//);
    const html = await (await visit(signInPage)).text();
    expect(html).toContain('<input type="text" name="login" required autofocus>');
    expect(html).toContain('<input type="password" name="password">');
    expect(html).toContain('<button type="submit">Sign in</button>');
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
    const resume = await visit(new URL(action, provider.issuer), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'login=ayse&password=whatever',
    });
    const callback = location(await visit(location(resume)));
    expect(`${callback.origin}${callback.pathname}`).toBe(redirectUri);
    expect(callback.searchParams.get('code')).toBeTruthy();
    expect([...cookies.keys()]).toContain('local_oidc_session');

    const again = location(
      await visit(await authorizationUrl('state-5', randomBytes(32).toString('base64url'))),
    );
    expect(again.pathname).toMatch(/^\/interaction\//);
  });

  it('refuses a redirect URI the client did not register', async () => {
    const url = new URL(await authorizationUrl('state-6', randomBytes(32).toString('base64url')));
    url.searchParams.set('redirect_uri', 'http://127.0.0.1:9/elsewhere');
    await expect(provider.authorize(url.href, 'ayse')).rejects.toThrow(/redirect_uri/);
  });

  // oidc-provider warns about each quick-start part it falls back to; none is used here.
  it('has printed nothing on the console', () => {
    for (const spy of consoleOutput) expect(spy).not.toHaveBeenCalled();
  });
});
