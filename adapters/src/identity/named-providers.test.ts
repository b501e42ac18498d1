import { createHash } from 'node:crypto';
import { generateCodeVerifier, generateState } from 'arctic';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityProvidersConfig } from './identity-config.ts';
import { createIdentityProviders } from './identity-providers.ts';

/*
 * Google, Microsoft and LinkedIn with recorded responses: msw answers their token endpoints with
 * the shape of their documented answers and their key-set URLs with a test key, which signs ID
 * tokens carrying the claims of each provider's documentation samples.
 */

const microsoft = {
  clientId: '6cb04018-a3f5-46a7-b995-940c78f5aef3',
  clientSecret: 'microsoft-secret',
  tenant: 'common',
};
const config: IdentityProvidersConfig = {
  publicBaseUrl: 'https://coach.example.org/',
  google: { clientId: '1234987819200.apps.googleusercontent.com', clientSecret: 'GOCSPX-google-secret' },
  microsoft,
  linkedin: { clientId: '86abc123def456', clientSecret: 'linkedin-secret' },
  oidc: {
    issuer: 'https://id.koc-okulu.example',
    clientId: 'coach',
    clientSecret: 'school-secret',
    label: 'Koç Okulu',
  },
};

const kid = 'test-signing-key';
const signing = await generateKeyPair('RS256');
const impostor = await generateKeyPair('RS256');
const keySet = { keys: [{ ...(await exportJWK(signing.publicKey)), kid, alg: 'RS256', use: 'sig' }] };

const now = () => Math.floor(Date.now() / 1000);

/** Issued now for an hour, unless the claims say otherwise. */
function sign(claims: JWTPayload, key = signing.privateKey) {
  return new SignJWT({ iat: now(), exp: now() + 3600, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
    .sign(key);
}

/** What each token endpoint received, and the ID token it answers next. */
const exchanges: { url: string; body: URLSearchParams; authorization: string | null }[] = [];
let nextIdToken: string | undefined;

/** A token endpoint answering as the provider documents; `scope` in the provider's own spelling. */
function tokenEndpoint(url: string, scope: string) {
  return http.post(url, async ({ request }) => {
    exchanges.push({
      url: request.url,
      body: new URLSearchParams(await request.text()),
      authorization: request.headers.get('authorization'),
    });
    return HttpResponse.json({
      access_token: 'provider-access-token',
      expires_in: 3599,
      token_type: 'Bearer',
      scope,
      ...(nextIdToken === undefined ? {} : { id_token: nextIdToken }),
    });
  });
}

const server = setupServer(
  tokenEndpoint(
    'https://oauth2.googleapis.com/token',
    'openid https://www.googleapis.com/auth/userinfo.email',
  ),
  tokenEndpoint('https://login.microsoftonline.com/:tenant/oauth2/v2.0/token', 'openid email profile'),
  tokenEndpoint('https://www.linkedin.com/oauth/v2/accessToken', 'email,openid,profile'),
  http.get('https://www.googleapis.com/oauth2/v3/certs', () => HttpResponse.json(keySet)),
  http.get('https://login.microsoftonline.com/:tenant/discovery/v2.0/keys', () => HttpResponse.json(keySet)),
  http.get('https://www.linkedin.com/oauth/openid/jwks', () => HttpResponse.json(keySet)),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  exchanges.length = 0;
  nextIdToken = undefined;
});
afterAll(() => server.close());

function flow() {
  return { state: generateState(), codeVerifier: generateCodeVerifier(), nonce: generateState() };
}

function challengeOf(verifier: string) {
  return createHash('sha256').update(verifier).digest('base64url');
}

describe('the named providers', () => {
  it('are enabled in the order of the login page, each under its brand', () => {
    expect(createIdentityProviders(config).enabled()).toEqual([
      { provider: 'google', label: 'Google' },
      { provider: 'microsoft', label: 'Microsoft' },
      { provider: 'linkedin', label: 'LinkedIn' },
      { provider: 'oidc', label: 'Koç Okulu' },
    ]);
    expect(createIdentityProviders({ publicBaseUrl: 'https://coach.example.org' }).enabled()).toEqual([]);
  });
});

describe('Google', () => {
  const providers = createIdentityProviders(config);
  const googleClaims = (nonce: string): JWTPayload => ({
    iss: 'https://accounts.google.com',
    azp: '1234987819200.apps.googleusercontent.com',
    aud: '1234987819200.apps.googleusercontent.com',
    sub: '10769150350006150715113082367',
    at_hash: 'HK6E_P6Dh8Y93mRNtsDB1Q',
    hd: 'example.com',
    email: 'jsmith@example.com',
    email_verified: true,
    given_name: 'Jane',
    family_name: 'Smith',
    name: 'Jane Smith',
    nonce,
  });

  it('sends the person to Google with PKCE, state, nonce and our redirect URL', async () => {
    const request = flow();
    const url = new URL(await providers.authorizationUrl('google', request));
    expect(`${url.origin}${url.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: '1234987819200.apps.googleusercontent.com',
      redirect_uri: 'https://coach.example.org/api/auth/oauth/google/callback',
      state: request.state,
      code_challenge_method: 'S256',
      code_challenge: challengeOf(request.codeVerifier),
      scope: 'openid email profile',
      nonce: request.nonce,
    });
  });

  it('exchanges the code with the verifier and reads the person from the ID token', async () => {
    const request = flow();
    nextIdToken = await sign(googleClaims(request.nonce));
    const identity = await providers.identify('google', {
      code: '4/P7q7W91a-oMsCeLvIaQm6bTrgtp7',
      ...request,
    });

    expect(identity).toEqual({
      subject: '10769150350006150715113082367',
      email: 'jsmith@example.com',
      emailVerified: true,
      name: 'Jane',
      surname: 'Smith',
    });
    const [exchange] = exchanges;
    expect(exchange?.url).toBe('https://oauth2.googleapis.com/token');
    expect(Object.fromEntries(exchange?.body ?? [])).toEqual({
      grant_type: 'authorization_code',
      code: '4/P7q7W91a-oMsCeLvIaQm6bTrgtp7',
      redirect_uri: 'https://coach.example.org/api/auth/oauth/google/callback',
      code_verifier: request.codeVerifier,
    });
    const credentials = Buffer.from('1234987819200.apps.googleusercontent.com:GOCSPX-google-secret').toString(
      'base64',
    );
    expect(exchange?.authorization).toBe(`Basic ${credentials}`);
  });

  it('accepts the issuer without its scheme and passes on an unverified e-mail as such', async () => {
    const request = flow();
    nextIdToken = await sign({
      ...googleClaims(request.nonce),
      iss: 'accounts.google.com',
      email_verified: false,
    });
    const identity = await providers.identify('google', { code: 'code', ...request });
    expect(identity).toMatchObject({ email: 'jsmith@example.com', emailVerified: false });
  });

  it.each([
    [
      'another audience',
      { aud: 'someone-else.apps.googleusercontent.com', azp: 'someone-else.apps.googleusercontent.com' },
    ],
    ['another issuer', { iss: 'https://accounts.example.com' }],
    ['another nonce', { nonce: 'not-the-flow-nonce' }],
    ['no nonce', { nonce: undefined }],
    ['an expiry in the past', { exp: now() - 3600 }],
    [
      'a second audience authorized for another party',
      { aud: ['1234987819200.apps.googleusercontent.com', 'x'], azp: 'x' },
    ],
  ])('refuses an ID token with %s', async (_case, changes) => {
    const request = flow();
    nextIdToken = await sign({ ...googleClaims(request.nonce), ...changes });
    await expect(providers.identify('google', { code: 'code', ...request })).rejects.toMatchObject({
      key: 'identityProviderRefused',
      data: { provider: 'Google' },
    });
  });

  it('refuses an ID token signed with another key', async () => {
    const request = flow();
    nextIdToken = await sign(googleClaims(request.nonce), impostor.privateKey);
    await expect(providers.identify('google', { code: 'code', ...request })).rejects.toMatchObject({
      key: 'identityProviderRefused',
    });
  });

  it('refuses a token answer without an ID token', async () => {
    await expect(providers.identify('google', { code: 'code', ...flow() })).rejects.toMatchObject({
      key: 'identityProviderRefused',
    });
  });

  it('is refused when Google refuses the code', async () => {
    server.use(
      http.post('https://oauth2.googleapis.com/token', () =>
        HttpResponse.json({ error: 'invalid_grant', error_description: 'Bad Request' }, { status: 400 }),
      ),
    );
    await expect(providers.identify('google', { code: 'used-code', ...flow() })).rejects.toMatchObject({
      key: 'identityProviderRefused',
      data: { provider: 'Google' },
    });
  });

  it.each([
    [
      'the token endpoint fails',
      http.post('https://oauth2.googleapis.com/token', () => new HttpResponse(null, { status: 503 })),
    ],
    [
      'the token endpoint cannot be reached',
      http.post('https://oauth2.googleapis.com/token', () => HttpResponse.error()),
    ],
    [
      'the token endpoint answers a page',
      http.post('https://oauth2.googleapis.com/token', () =>
        HttpResponse.html('<h1>Bad gateway</h1>', { status: 400 }),
      ),
    ],
    [
      'the key set cannot be fetched',
      http.get('https://www.googleapis.com/oauth2/v3/certs', () => new HttpResponse(null, { status: 500 })),
    ],
  ])('is unavailable when %s', async (_case, handler) => {
    server.use(handler);
    const request = flow();
    nextIdToken = await sign(googleClaims(request.nonce));
    // A fresh adapter: its key set must not come from an earlier test's cache.
    await expect(
      createIdentityProviders(config).identify('google', { code: 'code', ...request }),
    ).rejects.toMatchObject({
      key: 'identityProviderUnavailable',
      data: { provider: 'Google' },
    });
  });
});

describe('Microsoft', () => {
  const contosoTenant = '9122040d-6c67-4c5b-b112-36a304b66dad';
  const microsoftClaims = (nonce: string, extra: JWTPayload = {}): JWTPayload => ({
    ver: '2.0',
    iss: `https://login.microsoftonline.com/${contosoTenant}/v2.0`,
    sub: 'AAAAAAAAAAAAAAAAAAAAAIkzqFVrSaSaFHy782bbtaQ',
    aud: '6cb04018-a3f5-46a7-b995-940c78f5aef3',
    nbf: now() - 60,
    tid: contosoTenant,
    oid: '00000000-0000-0000-66f3-3332eca7ea81',
    name: 'Abe Lincoln',
    preferred_username: 'AbeLi@microsoft.com',
    email: 'AbeLi@microsoft.com',
    nonce,
    ...extra,
  });

  it('sends the person to the configured tenant with PKCE, state and nonce', async () => {
    const request = flow();
    const url = new URL(await createIdentityProviders(config).authorizationUrl('microsoft', request));
    expect(`${url.origin}${url.pathname}`).toBe(
      'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: '6cb04018-a3f5-46a7-b995-940c78f5aef3',
      redirect_uri: 'https://coach.example.org/api/auth/oauth/microsoft/callback',
      state: request.state,
      code_challenge_method: 'S256',
      code_challenge: challengeOf(request.codeVerifier),
      scope: 'openid email profile',
      nonce: request.nonce,
    });
  });

  it("treats Entra's e-mail as verified only with the xms_edov claim (nOAuth)", async () => {
    const providers = createIdentityProviders(config);
    const unproven = flow();
    nextIdToken = await sign(microsoftClaims(unproven.nonce));
    expect(await providers.identify('microsoft', { code: 'code', ...unproven })).toEqual({
      subject: 'AAAAAAAAAAAAAAAAAAAAAIkzqFVrSaSaFHy782bbtaQ',
      email: 'AbeLi@microsoft.com',
      emailVerified: false,
      name: 'Abe',
      surname: 'Lincoln',
    });
    expect(exchanges[0]?.url).toBe('https://login.microsoftonline.com/common/oauth2/v2.0/token');
    expect(exchanges[0]?.body.get('code_verifier')).toBe(unproven.codeVerifier);

    const proven = flow();
    nextIdToken = await sign(microsoftClaims(proven.nonce, { xms_edov: true }));
    expect(await providers.identify('microsoft', { code: 'code', ...proven })).toMatchObject({
      emailVerified: true,
    });

    const denied = flow();
    nextIdToken = await sign(microsoftClaims(denied.nonce, { xms_edov: false, email_verified: true }));
    expect(await providers.identify('microsoft', { code: 'code', ...denied })).toMatchObject({
      emailVerified: false,
    });
  });

  it("checks the issuer against the token's own tenant", async () => {
    const request = flow();
    const otherTenant = 'f8cdef31-a31e-4b4a-93e4-5f571e91255a';
    nextIdToken = await sign(microsoftClaims(request.nonce, { tid: otherTenant }));
    await expect(
      createIdentityProviders(config).identify('microsoft', { code: 'code', ...request }),
    ).rejects.toMatchObject({
      key: 'identityProviderRefused',
      data: { provider: 'Microsoft' },
    });
  });

  it('refuses a token of another tenant when a tenant is configured', async () => {
    const otherTenant = 'f8cdef31-a31e-4b4a-93e4-5f571e91255a';
    const providers = createIdentityProviders({
      ...config,
      microsoft: { ...microsoft, tenant: contosoTenant },
    });
    const request = flow();
    nextIdToken = await sign(
      microsoftClaims(request.nonce, {
        tid: otherTenant,
        iss: `https://login.microsoftonline.com/${otherTenant}/v2.0`,
      }),
    );
    await expect(providers.identify('microsoft', { code: 'code', ...request })).rejects.toMatchObject({
      key: 'identityProviderRefused',
    });

    const own = flow();
    nextIdToken = await sign(microsoftClaims(own.nonce));
    expect(await providers.identify('microsoft', { code: 'code', ...own })).toMatchObject({ name: 'Abe' });
    expect(exchanges.at(-1)?.url).toBe(
      `https://login.microsoftonline.com/${contosoTenant}/oauth2/v2.0/token`,
    );
  });

  it.each([
    ['another audience', { aud: 'f0000000-0000-0000-0000-000000000000' }],
    ['another nonce', { nonce: 'not-the-flow-nonce' }],
  ])('refuses an ID token with %s', async (_case, changes) => {
    const request = flow();
    nextIdToken = await sign(microsoftClaims(request.nonce, changes));
    await expect(
      createIdentityProviders(config).identify('microsoft', { code: 'code', ...request }),
    ).rejects.toMatchObject({
      key: 'identityProviderRefused',
    });
  });
});

describe('LinkedIn', () => {
  const linkedInClaims = (extra: JWTPayload = {}): JWTPayload => ({
    iss: 'https://www.linkedin.com/oauth',
    aud: '86abc123def456',
    sub: '782bbtaQ',
    name: 'John Doe',
    given_name: 'John',
    family_name: 'Doe',
    picture:
      'https://media.licdn-ei.com/dms/image/C5F03AQHqK8v7tB1HCQ/profile-displayphoto-shrink_100_100/0/',
    email: 'doe@email.com',
    email_verified: true,
    locale: 'en-US',
    ...extra,
  });

  it('sends the person to LinkedIn with state and nonce, without PKCE', async () => {
    const request = flow();
    const url = new URL(await createIdentityProviders(config).authorizationUrl('linkedin', request));
    expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/oauth/v2/authorization');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: '86abc123def456',
      redirect_uri: 'https://coach.example.org/api/auth/oauth/linkedin/callback',
      state: request.state,
      scope: 'openid email profile',
      nonce: request.nonce,
    });
  });

  it('reads the person from an ID token without nonce, as LinkedIn issues them', async () => {
    nextIdToken = await sign(linkedInClaims());
    const identity = await createIdentityProviders(config).identify('linkedin', { code: 'AQT', ...flow() });
    expect(identity).toEqual({
      subject: '782bbtaQ',
      email: 'doe@email.com',
      emailVerified: true,
      name: 'John',
      surname: 'Doe',
    });
    expect(Object.fromEntries(exchanges[0]?.body ?? [])).toEqual({
      grant_type: 'authorization_code',
      code: 'AQT',
      redirect_uri: 'https://coach.example.org/api/auth/oauth/linkedin/callback',
      client_id: '86abc123def456',
      client_secret: 'linkedin-secret',
    });
  });

  it.each([
    ['another nonce', { nonce: 'not-the-flow-nonce' }],
    ['the issuer LinkedIn used before 2024', { iss: 'https://www.linkedin.com' }],
    ['another audience', { aud: 'another-app' }],
  ])('refuses an ID token with %s', async (_case, changes) => {
    nextIdToken = await sign(linkedInClaims(changes));
    await expect(
      createIdentityProviders(config).identify('linkedin', { code: 'AQT', ...flow() }),
    ).rejects.toMatchObject({
      key: 'identityProviderRefused',
      data: { provider: 'LinkedIn' },
    });
  });

  it('passes on an e-mail LinkedIn did not verify as unverified, and falls back to the e-mail for a name', async () => {
    nextIdToken = await sign(
      linkedInClaims({
        email_verified: false,
        name: undefined,
        given_name: undefined,
        family_name: undefined,
      }),
    );
    const identity = await createIdentityProviders(config).identify('linkedin', { code: 'AQT', ...flow() });
    expect(identity).toEqual({
      subject: '782bbtaQ',
      email: 'doe@email.com',
      emailVerified: false,
      name: 'doe',
      surname: '',
    });
  });
});
