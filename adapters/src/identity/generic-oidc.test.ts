import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateCodeVerifier, generateState } from 'arctic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalOidcProvider, startLocalOidcProvider } from '../testing/local-oidc-provider.ts';
import { identityCallbackUrl } from './identity-config.ts';
import { createIdentityProviders } from './identity-providers.ts';

// The generic provider against a real OpenID provider on 127.0.0.1: real arctic, real HTTP,
// real ID tokens signed with the provider's keys.

const publicBaseUrl = 'http://127.0.0.1:4999/';
const redirectUri = 'http://127.0.0.1:4999/api/auth/oauth/oidc/callback';
const users = [
  { login: 'ayse', email: 'ayse@example.com', givenName: 'Ayşe', familyName: 'Yılmaz' },
  { login: 'mert', email: 'mert@example.com', emailVerified: false, givenName: 'Mert', familyName: 'Kaya' },
];

function flow() {
  return { state: generateState(), codeVerifier: generateCodeVerifier(), nonce: generateState() };
}

function configFor(local: LocalOidcProvider, issuer = local.issuer) {
  return {
    publicBaseUrl,
    oidc: { issuer, clientId: local.clientId, clientSecret: local.clientSecret, label: 'Koç Okulu' },
  };
}

describe('the generic OpenID Connect provider', () => {
  let local: LocalOidcProvider;
  let providers: ReturnType<typeof createIdentityProviders>;

  beforeAll(async () => {
    local = await startLocalOidcProvider({ redirectUris: [redirectUri], users });
    providers = createIdentityProviders(configFor(local));
  });
  afterAll(() => local.close());

  /** The person signs in at the provider; answers the code the callback would receive. */
  async function codeFor(login: string, request = flow()) {
    const callback = await local.authorize(await providers.authorizationUrl('oidc', request), login);
    expect(callback.searchParams.get('state')).toBe(request.state);
    return callback.searchParams.get('code') ?? '';
  }

  it('builds its redirect URL from the public base URL only', () => {
    expect(identityCallbackUrl(publicBaseUrl, 'oidc')).toBe(redirectUri);
    expect(identityCallbackUrl('https://coach.example.org', 'google')).toBe(
      'https://coach.example.org/api/auth/oauth/google/callback',
    );
  });

  it('is the one enabled provider, under its configured label', async () => {
    expect(providers.enabled()).toEqual([{ provider: 'oidc', label: 'Koç Okulu' }]);
    await expect(providers.authorizationUrl('google', flow())).rejects.toMatchObject({
      key: 'identityProviderNotEnabled',
    });
    await expect(
      providers.identify('linkedin', { code: 'c', codeVerifier: 'v', nonce: 'n' }),
    ).rejects.toMatchObject({
      key: 'identityProviderNotEnabled',
    });
  });

  it("sends the person to the issuer's authorization endpoint with state, PKCE and nonce", async () => {
    const request = flow();
    const url = new URL(await providers.authorizationUrl('oidc', request));
    expect(`${url.origin}${url.pathname}`).toBe(`${local.issuer}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'coach-platform',
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      state: request.state,
      nonce: request.nonce,
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  });

  it('identifies the person who signed in, from the checked ID token', async () => {
    const request = flow();
    const code = await codeFor('ayse', request);
    expect(await providers.identify('oidc', { code, ...request })).toEqual({
      subject: 'ayse',
      email: 'ayse@example.com',
      emailVerified: true,
      name: 'Ayşe',
      surname: 'Yılmaz',
    });
  });

  it('passes on an e-mail the provider did not verify as unverified', async () => {
    const request = flow();
    const identity = await providers.identify('oidc', { code: await codeFor('mert', request), ...request });
    expect(identity).toMatchObject({ subject: 'mert', email: 'mert@example.com', emailVerified: false });
  });

  it('identifies a person the provider gives no e-mail for by subject only', async () => {
    const request = flow();
    const identity = await providers.identify('oidc', { code: await codeFor('zeynep', request), ...request });
    expect(identity).toEqual({ subject: 'zeynep', email: null, emailVerified: false, name: '', surname: '' });
  });

  it('is refused a code used once already', async () => {
    const request = flow();
    const code = await codeFor('ayse', request);
    await providers.identify('oidc', { code, ...request });
    await expect(providers.identify('oidc', { code, ...request })).rejects.toMatchObject({
      key: 'identityProviderRefused',
      data: { provider: 'Koç Okulu' },
    });
  });

  it('is refused a code with another PKCE verifier', async () => {
    const request = flow();
    const code = await codeFor('ayse', request);
    await expect(
      providers.identify('oidc', { code, nonce: request.nonce, codeVerifier: generateCodeVerifier() }),
    ).rejects.toMatchObject({ key: 'identityProviderRefused' });
  });

  it('refuses an ID token issued for another nonce', async () => {
    const request = flow();
    const code = await codeFor('ayse', request);
    await expect(
      providers.identify('oidc', { code, codeVerifier: request.codeVerifier, nonce: generateState() }),
    ).rejects.toMatchObject({ key: 'identityProviderRefused', data: { provider: 'Koç Okulu' } });
  });
});

describe('the generic provider when the issuer cannot be reached', () => {
  async function freePort() {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    return port;
  }

  it('answers identityProviderUnavailable, and reads the discovery document again once the issuer is up', async () => {
    const port = await freePort();
    const providers = createIdentityProviders({
      publicBaseUrl,
      oidc: {
        issuer: `http://127.0.0.1:${port}`,
        clientId: 'coach-platform',
        clientSecret: 'local-oidc-secret',
        label: 'Okul',
      },
    });
    await expect(providers.authorizationUrl('oidc', flow())).rejects.toMatchObject({
      key: 'identityProviderUnavailable',
      data: { provider: 'Okul' },
    });
    await expect(
      providers.identify('oidc', { code: 'c', codeVerifier: 'v', nonce: 'n' }),
    ).rejects.toMatchObject({
      key: 'identityProviderUnavailable',
    });

    const local = await startLocalOidcProvider({ port, redirectUris: [redirectUri], users });
    try {
      const request = flow();
      const callback = await local.authorize(await providers.authorizationUrl('oidc', request), 'ayse');
      expect(callback.searchParams.get('code')).toBeTruthy();
    } finally {
      await local.close();
    }
  });

  it('answers identityProviderUnavailable when the token endpoint goes away after discovery', async () => {
    const local = await startLocalOidcProvider({ redirectUris: [redirectUri], users });
    const providers = createIdentityProviders(configFor(local));
    const request = flow();
    const code = (
      await local.authorize(await providers.authorizationUrl('oidc', request), 'ayse')
    ).searchParams.get('code');
    await local.close();
    await expect(providers.identify('oidc', { code: code ?? '', ...request })).rejects.toMatchObject({
      key: 'identityProviderUnavailable',
    });
  });

  it('treats a discovery document naming another issuer as unavailable', async () => {
    const local = await startLocalOidcProvider({ redirectUris: [redirectUri], users });
    try {
      const providers = createIdentityProviders(
        configFor(local, local.issuer.replace('127.0.0.1', 'localhost')),
      );
      await expect(providers.authorizationUrl('oidc', flow())).rejects.toMatchObject({
        key: 'identityProviderUnavailable',
      });
    } finally {
      await local.close();
    }
  });
});
