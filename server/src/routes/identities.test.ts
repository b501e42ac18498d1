import { dbSchema } from '@coach/adapters';
import { identityCallbackUrl } from '@coach/adapters/identity/identity-config';
import { type LocalOidcProvider, startLocalOidcProvider } from '@coach/adapters/testing/local-oidc-provider';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readJson } from '../testing/read-json.ts';
import { createTestApp, routeTestKinds, type TestApp } from '../testing/test-app.ts';

// The whole trip over HTTP, against a real OpenID Connect provider running in this process and
// configured as the generic provider: start → the provider's sign-in page → our callback with
// the binding cookie → the page's ticket → its redemption. Only the person's browser is played.

const publicBaseUrl = 'https://koc.example.org';
const label = 'Koç Okulu';

const person = (login: string, email: string | null, emailVerified = true) => ({
  login,
  email,
  emailVerified,
  givenName: 'Deniz',
  familyName: login.charAt(0).toUpperCase() + login.slice(1),
});

/** Each test its own person at the provider, so that no test depends on another's links. */
const users = [
  person('linker', 'linker@example.com'),
  person('english', 'english@example.com'),
  person('newcomer', 'newcomer@example.com'),
  person('replayer', 'replayer@example.com'),
  person('unverified', 'unverified@example.com', false),
  person('passive', 'passive@example.com'),
  person('lastway', 'lastway@example.com'),
  person('stranger', 'stranger@example.com'),
];

let provider: LocalOidcProvider;
beforeAll(async () => {
  provider = await startLocalOidcProvider({
    redirectUris: [
      identityCallbackUrl(publicBaseUrl, 'oidc'),
      identityCallbackUrl('http://localhost:3000', 'oidc'),
    ],
    users,
  });
});
afterAll(() => provider?.close());

const oidcEnvironment = () => ({
  OIDC_ISSUER: provider.issuer,
  OIDC_CLIENT_ID: provider.clientId,
  OIDC_CLIENT_SECRET: provider.clientSecret,
  OIDC_LABEL: label,
});

type Language = 'tr' | 'en';

function headersOf({ token, language }: { token?: string; language?: Language } = {}) {
  return {
    'Content-Type': 'application/json',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...(language ? { 'Accept-Language': language } : {}),
  };
}

/** The value of the binding cookie a start answer sets. */
function bindingOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('identity_binding='));
  if (!cookie) throw new Error(`no binding cookie among ${response.headers.getSetCookie().join(' | ')}`);
  return cookie.slice('identity_binding='.length).split(';')[0] as string;
}

/** The ticket in the address the callback sends the browser to. */
function ticketOf(response: Response): string {
  const ticket = new URL(response.headers.get('location') ?? '').searchParams.get('identity');
  if (!ticket) throw new Error(`no ticket in ${response.headers.get('location')}`);
  return ticket;
}

describe.each(routeTestKinds())('on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      database: kind,
      environment: { PUBLIC_BASE_URL: publicBaseUrl, ...oidcEnvironment() },
    });
  });
  afterAll(() => t?.close());

  function start(body: unknown, options: { token?: string; language?: Language } = {}) {
    return t.app.request('/api/auth/oauth/start', {
      method: 'POST',
      headers: headersOf(options),
      body: JSON.stringify(body),
    });
  }

  /** Start, then play the person at the provider: the callback URL it sends the browser to, and the cookie. */
  async function trip(
    login: string,
    options: { intent?: 'signIn' | 'link'; language?: Language; token?: string } = {},
  ) {
    const { intent = 'signIn', language = 'tr', token } = options;
    const started = await start({ provider: 'oidc', intent, language }, { token, language });
    expect(started.status, JSON.stringify(await started.clone().json())).toBe(200);
    const { authorizationUrl } = (await readJson(started)).data;
    return { callbackUrl: await provider.authorize(authorizationUrl, login), binding: bindingOf(started) };
  }

  function callback(url: URL | string, binding?: string) {
    const { pathname, search } = new URL(url, publicBaseUrl);
    return t.app.request(`${pathname}${search}`, {
      headers: binding ? { Cookie: `identity_binding=${binding}` } : {},
    });
  }

  function redeem(ticket: string, options: { token?: string; language?: Language } = {}) {
    return t.app.request('/api/auth/oauth/ticket', {
      method: 'POST',
      headers: headersOf(options),
      body: JSON.stringify({ ticket }),
    });
  }

  /** The whole trip of a browser that signs in: the redemption's answer. */
  async function signInWith(login: string, language: Language = 'tr') {
    const { callbackUrl, binding } = await trip(login, { language });
    return redeem(ticketOf(await callback(callbackUrl, binding)), { language });
  }

  /** A member who links the provider `login` while signed in with the password. */
  async function memberLinkedTo(login: string) {
    const member = await t.createAccount({ email: `${login}@example.com` });
    const token = await t.signIn(`${login}@example.com`);
    const { callbackUrl, binding } = await trip(login, { intent: 'link', token });
    const linked = await redeem(ticketOf(await callback(callbackUrl, binding)), { token });
    expect(await readJson(linked)).toMatchObject({ data: { kind: 'linked', provider: 'oidc' } });
    return { ...member, token };
  }

  it('lists the configured provider under its label, for the login page', async () => {
    const response = await t.app.request('/api/auth/providers');
    expect(response.status).toBe(200);
    expect((await readJson(response)).data).toEqual([{ provider: 'oidc', label }]);
  });

  describe('POST /api/auth/oauth/start', () => {
    it("answers the provider's address only, and binds the flow to this browser with an HttpOnly cookie", async () => {
      const response = await start({ provider: 'oidc' });
      expect(response.status).toBe(200);
      const body = await readJson(response);
      expect(body).toEqual({
        code: 2004,
        message: 'İşlem başarılı.',
        data: { authorizationUrl: expect.any(String) },
      });
      const url = new URL(body.data.authorizationUrl);
      expect(url.origin).toBe(provider.issuer);
      expect(url.searchParams.get('redirect_uri')).toBe(`${publicBaseUrl}/api/auth/oauth/oidc/callback`);
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      for (const parameter of ['state', 'nonce', 'code_challenge']) {
        expect(url.searchParams.get(parameter), parameter).toBeTruthy();
      }

      const cookies = response.headers.getSetCookie();
      expect(cookies).toHaveLength(1);
      const [pair, ...attributes] = (cookies[0] as string).split('; ');
      expect(pair).toMatch(/^identity_binding=[A-Za-z0-9_-]{43}$/);
      expect(attributes.sort()).toEqual([
        'HttpOnly',
        'Max-Age=600',
        'Path=/api/auth/oauth',
        'SameSite=Lax',
        'Secure',
      ]);
      // The binding is the browser's alone: never in the body, nor in the provider's address.
      const binding = bindingOf(response);
      expect(JSON.stringify(body)).not.toContain(binding);
      expect(url.href).not.toContain(binding);
    });

    it('answers 404 / 4072 for a provider not configured here, in the caller’s language', async () => {
      const response = await start({ provider: 'google' }, { language: 'en' });
      expect(response.status).toBe(404);
      expect(await readJson(response)).toEqual({
        code: 4072,
        message: 'Signing in with this service is not available on this site.',
        data: null,
      });
      expect(response.headers.getSetCookie()).toEqual([]);
    });

    it('validates like every call, and needs a signed-in account to link', async () => {
      const invalid = await start({ provider: 'facebook', intent: 'steal' }, { language: 'en' });
      expect(invalid.status).toBe(400);
      expect(await readJson(invalid)).toMatchObject({
        code: 4034,
        data: { fields: { provider: expect.any(String), intent: expect.any(String) } },
      });
      const anonymous = await start({ provider: 'oidc', intent: 'link' });
      expect(anonymous.status).toBe(401);
      expect(await readJson(anonymous)).toMatchObject({ code: 4001 });
      expect(anonymous.headers.getSetCookie()).toEqual([]);
    });
  });

  describe('linking, then signing in', () => {
    it('links the provider in the settings, then signs the member in with it alone', async () => {
      const member = await t.createAccount({ email: 'linker@example.com' });
      const token = await t.signIn('linker@example.com');
      const { callbackUrl, binding } = await trip('linker', { intent: 'link', token });
      expect(callbackUrl.href.startsWith(`${publicBaseUrl}/api/auth/oauth/oidc/callback?`)).toBe(true);

      const back = await callback(callbackUrl, binding);
      expect(back.status).toBe(303);
      const location = back.headers.get('location') ?? '';
      expect(location).toMatch(
        new RegExp(
          `^${publicBaseUrl.replace(/\./g, '\\.')}/user/settings\\?section=sign-in&identity=[\\w-]+$`,
        ),
      );
      // The binding has served: the callback clears it.
      const cleared = back.headers.getSetCookie().find((line) => line.startsWith('identity_binding='));
      expect(cleared).toMatch(/^identity_binding=; Max-Age=0; .*Path=\/api\/auth\/oauth/);

      const linked = await redeem(ticketOf(back), { token });
      expect(linked.status).toBe(200);
      expect((await readJson(linked)).data).toEqual({ kind: 'linked', provider: 'oidc' });
      const methods = await t.app.request('/api/auth/identities', { headers: headersOf({ token }) });
      expect(methods.status).toBe(200);
      expect((await readJson(methods)).data).toMatchObject({
        hasPassword: true,
        linked: [{ provider: 'oidc', email: 'linker@example.com' }],
        available: [{ provider: 'oidc', label }],
      });

      const signedIn = await signInWith('linker');
      expect(signedIn.status).toBe(200);
      const outcome = (await readJson(signedIn)).data;
      expect(outcome).toEqual({
        kind: 'signedIn',
        token: expect.any(String),
        expiresIn: 1800,
        user: expect.objectContaining({ accountId: member.id }),
      });
      const userinfo = await t.app.request('/api/auth/userinfo', {
        headers: headersOf({ token: outcome.token }),
      });
      expect(userinfo.status).toBe(200);
      expect((await readJson(userinfo)).data).toMatchObject({
        accountId: member.id,
        email: 'linker@example.com',
      });
    });

    it('sends an English start back to the English pages', async () => {
      await memberLinkedTo('english');
      const { callbackUrl, binding } = await trip('english', { language: 'en' });
      const back = await callback(callbackUrl, binding);
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toMatch(
        new RegExp(`^${publicBaseUrl.replace(/\./g, '\\.')}/en/login\\?identity=[\\w-]+$`),
      );
      const redeemed = await redeem(ticketOf(back), { language: 'en' });
      expect((await readJson(redeemed)).data).toMatchObject({ kind: 'signedIn' });
    });

    it('leads an unknown person to registration, with name and e-mail from the provider', async () => {
      const response = await signInWith('newcomer');
      expect(response.status).toBe(200);
      expect((await readJson(response)).data).toEqual({
        kind: 'register',
        ticket: expect.any(String),
        profile: { provider: 'oidc', email: 'newcomer@example.com', name: 'Deniz', surname: 'Newcomer' },
      });
    });
  });

  describe('refusals, each answered when the page redeems its ticket', () => {
    it('refuses a wrong state with 4073, in Turkish and in English', async () => {
      const { callbackUrl, binding } = await trip('stranger');
      const forged = new URL(callbackUrl);
      forged.searchParams.set('state', 'A'.repeat(43));
      const back = await callback(forged, binding);
      expect(back.status).toBe(303);
      expect(back.headers.get('location')?.startsWith(`${publicBaseUrl}/login?identity=`)).toBe(true);
      const ticket = ticketOf(back);

      const turkish = await redeem(ticket);
      expect(turkish.status).toBe(400);
      expect(await readJson(turkish)).toEqual({
        code: 4073,
        message: 'Bu giriş denemesinin süresi doldu ya da zaten kullanıldı. Lütfen yeniden başlayın.',
        data: null,
      });
      const english = await redeem(ticket, { language: 'en' });
      expect(english.status).toBe(400);
      expect(await readJson(english)).toEqual({
        code: 4073,
        message: 'This sign-in attempt has expired or was already used. Please start again.',
        data: null,
      });
    });

    it('refuses a callback from another browser (no binding cookie, or another one) with 4073', async () => {
      const first = await trip('stranger');
      const noCookie = await redeem(ticketOf(await callback(first.callbackUrl)), { language: 'en' });
      expect(await readJson(noCookie)).toMatchObject({ code: 4073 });
      const second = await trip('stranger');
      const otherCookie = await redeem(ticketOf(await callback(second.callbackUrl, first.binding)));
      expect(await readJson(otherCookie)).toMatchObject({ code: 4073 });
    });

    it('refuses a replayed callback address with 4073: the flow is used once', async () => {
      const { callbackUrl, binding } = await trip('replayer');
      const first = await redeem(ticketOf(await callback(callbackUrl, binding)));
      expect((await readJson(first)).data).toMatchObject({ kind: 'register' });
      const replay = await callback(callbackUrl, binding);
      expect(replay.status).toBe(303);
      const replayed = await redeem(ticketOf(replay));
      expect(replayed.status).toBe(400);
      expect(await readJson(replayed)).toMatchObject({ code: 4073 });
    });

    it('refuses an identity whose e-mail the provider did not verify with 4076, naming the provider', async () => {
      const response = await signInWith('unverified', 'en');
      expect(response.status).toBe(403);
      expect(await readJson(response)).toEqual({
        code: 4076,
        message: `The e-mail address of your ${label} account is not verified. Verify it there, or sign in with your password.`,
        data: { provider: label },
      });
    });

    it('refuses a passive account with the code password sign-in gives it', async () => {
      const member = await memberLinkedTo('passive');
      await t.updateAccount(member.id, { status: 'passive' });
      const withPassword = await t.app.request('/api/auth/login', {
        method: 'POST',
        headers: headersOf({ language: 'en' }),
        body: JSON.stringify({ email: 'passive@example.com', password: 'Member!2345' }),
      });
      const withProvider = await signInWith('passive', 'en');
      expect(withProvider.status).toBe(withPassword.status);
      expect(await readJson(withProvider)).toEqual(await readJson(withPassword));
      expect(withProvider.status).toBe(403);
    });
  });

  describe('POST /api/auth/identities/unlink', () => {
    it('refuses to unlink the last way in with 409 / 4079, and unlinks once a password is there', async () => {
      const member = await memberLinkedTo('lastway');
      const { accounts } = dbSchema;
      const [{ passwordHash } = { passwordHash: null }] = await t.composition.database.db
        .select({ passwordHash: accounts.passwordHash })
        .from(accounts)
        .where(eq(accounts.id, member.id));
      await t.updateAccount(member.id, { passwordHash: null });

      const unlink = () =>
        t.app.request('/api/auth/identities/unlink', {
          method: 'POST',
          headers: headersOf({ token: member.token, language: 'en' }),
          body: JSON.stringify({ provider: 'oidc' }),
        });
      const refused = await unlink();
      expect(refused.status).toBe(409);
      expect(await readJson(refused)).toEqual({
        code: 4079,
        message:
          'This is your only way to sign in. Set a password or link another service before you unlink it.',
        data: null,
      });

      await t.updateAccount(member.id, { passwordHash });
      const unlinked = await unlink();
      expect(unlinked.status).toBe(200);
      expect(await readJson(unlinked)).toMatchObject({ code: 2003, data: { hasPassword: true, linked: [] } });
    });
  });

  describe('GET /api/auth/oauth/{provider}/callback', () => {
    const longValue = 'x'.repeat(10_000);
    const garbage = [
      '',
      '?state=',
      '?state=a&state=b&code=c',
      `?state=${longValue}&code=${longValue}`,
      '?error=access_denied',
      '?code=%E0%A4%A&state=%00',
      '?state=abc&code=def&redirect_uri=https%3A%2F%2Fevil.example',
    ];

    it('always sends the browser to a page of this site, whatever the request carries, never an error', async () => {
      for (const providerName of ['oidc', 'google', 'facebook']) {
        for (const query of garbage) {
          for (const binding of [undefined, 'not-a-binding', longValue]) {
            const path = `/api/auth/oauth/${providerName}/callback${query}`;
            const response = await callback(path, binding);
            expect(response.status, path).toBe(303);
            const location = response.headers.get('location') ?? '';
            expect(location.startsWith(`${publicBaseUrl}/login?`), `${path} → ${location}`).toBe(true);
          }
        }
      }
    });

    it("turns the provider's error (the person cancelled) into a refusal of the flow", async () => {
      const { callbackUrl, binding } = await trip('stranger');
      const cancelled = new URL(callbackUrl);
      cancelled.searchParams.delete('code');
      cancelled.searchParams.set('error', 'access_denied');
      const response = await redeem(ticketOf(await callback(cancelled, binding)), { language: 'en' });
      expect(response.status).toBe(400);
      expect(await readJson(response)).toMatchObject({ code: 4074, data: { provider: label } });
    });
  });

  it('describes the calls in the OpenAPI document', async () => {
    const document = await readJson(await t.app.request('/api/openapi.json'));
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/providers',
        '/api/auth/oauth/start',
        '/api/auth/oauth/{provider}/callback',
        '/api/auth/oauth/ticket',
        '/api/auth/identities',
        '/api/auth/identities/unlink',
      ]),
    );
    const start = document.paths['/api/auth/oauth/start'].post;
    expect(JSON.stringify(start.responses['200'])).not.toContain('browserBinding');
    const callbackOperation = document.paths['/api/auth/oauth/{provider}/callback'].get;
    expect(Object.keys(callbackOperation.responses)).toEqual(['303']);
  });
});

describe('on a site served over http', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ environment: oidcEnvironment() });
  });
  afterAll(() => t?.close());

  it('sets the binding cookie without Secure, which the browser would drop, and comes back to the same site', async () => {
    const response = await t.app.request('/api/auth/oauth/start', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ provider: 'oidc' }),
    });
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(
      /^identity_binding=[\w-]{43}; Max-Age=600; Path=\/api\/auth\/oauth; HttpOnly; SameSite=Lax$/,
    );
    const { authorizationUrl } = (await readJson(response)).data;
    expect(new URL(authorizationUrl).searchParams.get('redirect_uri')).toBe(
      'http://localhost:3000/api/auth/oauth/oidc/callback',
    );
    const back = await t.app.request('/api/auth/oauth/oidc/callback?state=x&code=y');
    expect(back.headers.get('location')).toMatch(/^http:\/\/localhost:3000\/login\?identity=/);
  });

  it('sends the browser to the login page with identityError=1 when the server itself fails', async () => {
    const broken = await createTestApp({ environment: oidcEnvironment() });
    // Its database closed: the flow cannot even be read. Still a redirect, never an error page.
    await broken.composition.database.close();
    try {
      const back = await broken.app.request('/api/auth/oauth/oidc/callback?state=x&code=y', {
        headers: { Cookie: 'identity_binding=y' },
      });
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toBe('http://localhost:3000/login?identityError=1');
    } finally {
      await broken.close().catch(() => {});
    }
  });
});
