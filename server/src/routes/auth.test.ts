import { changeAccountAccess, execute, signInFailuresPerEmail } from '@coach/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContextOf } from '../composition.ts';
import { readJson } from '../testing/read-json.ts';
import { createTestApp, routeTestKinds, type TestApp } from '../testing/test-app.ts';

describe.each(routeTestKinds())('on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: kind });
  });
  afterAll(() => t.close());

  /** A login request; `from` is the client address the socket reports (none for an in-process call). */
  function login(body: unknown, language?: 'tr' | 'en', from?: string) {
    return t.app.request(
      '/api/auth/login',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(language ? { 'Accept-Language': language } : {}) },
        body: JSON.stringify(body),
      },
      from
        ? { incoming: { socket: { remoteAddress: from, remotePort: 50_000, remoteFamily: 'IPv4' } } }
        : undefined,
    );
  }

  const get = (path: string, token?: string) =>
    t.app.request(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

  describe('POST /api/auth/login', () => {
    it('signs in and returns an opaque token valid for 1800 s, with the user userinfo answers', async () => {
      await t.createAccount({ email: 'ok@example.com' });
      const response = await login({ email: 'OK@example.com', password: 'Member!2345' });
      expect(response.status).toBe(200);
      const body = await readJson(response);
      expect(body).toEqual({
        code: 2004,
        message: 'İşlem başarılı.',
        data: { token: expect.any(String), expiresIn: 1800, user: expect.any(Object) },
      });
      expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const userinfo = await get('/api/auth/userinfo', body.data.token);
      expect(body.data.user).toEqual((await readJson(userinfo)).data);
      expect(body.data.user).toMatchObject({ email: 'ok@example.com', permissions: expect.any(Array) });
    });

    it('keeps the device token in an HttpOnly cookie of the login call, which lets its browser past the e-mail’s used-up limit', async () => {
      await t.createAccount({ email: 'device@example.com' });
      const first = await login({ email: 'device@example.com', password: 'Member!2345' });
      const cookie = first.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(
        /^device=[A-Za-z0-9_-]{43}; Max-Age=7776000; Path=\/api\/auth\/login; HttpOnly; SameSite=Strict$/,
      );
      expect(Object.keys((await readJson(first)).data)).toEqual(['token', 'expiresIn', 'user']);

      // Strangers used up the e-mail's failures (ADR 0036): a browser without the cookie waits.
      for (let failure = 0; failure < signInFailuresPerEmail.points; failure += 1) {
        await t.composition.ports.rateLimiter.penalize(signInFailuresPerEmail, 'device@example.com');
      }
      expect((await login({ email: 'device@example.com', password: 'Member!2345' })).status).toBe(429);
      const device = cookie.split(';')[0] ?? '';
      const trusted = await t.app.request('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: device },
        body: JSON.stringify({ email: 'device@example.com', password: 'Member!2345' }),
      });
      expect(trusted.status).toBe(200);
      expect(trusted.headers.get('set-cookie')).not.toContain(device);
    });

    it('answers 4004 for a wrong password, in Turkish by default and in English on request', async () => {
      await t.createAccount({ email: 'wrong@example.com' });
      const turkish = await login({ email: 'wrong@example.com', password: 'Wrong!2345' });
      expect(turkish.status).toBe(401);
      expect(await readJson(turkish)).toEqual({
        code: 4004,
        message: 'E-posta veya şifre hatalı.',
        data: null,
      });
      const english = await login({ email: 'wrong@example.com', password: 'Wrong!2345' }, 'en');
      expect(await readJson(english)).toEqual({
        code: 4004,
        message: 'E-mail or password is incorrect.',
        data: null,
      });
    });

    it('answers an unknown e-mail exactly like a wrong password', async () => {
      const response = await login({ email: 'nobody@example.com', password: 'Wrong!2345' }, 'en');
      expect(response.status).toBe(401);
      expect(await readJson(response)).toEqual({
        code: 4004,
        message: 'E-mail or password is incorrect.',
        data: null,
      });
    });

    it('lists invalid fields with translated messages', async () => {
      const response = await login({ email: 'not-an-email' }, 'en');
      expect(response.status).toBe(400);
      expect(await readJson(response)).toEqual({
        code: 4034,
        message: 'Some of the information sent is not valid. Please correct the marked fields.',
        data: { fields: { email: 'The e-mail address is not valid.', password: 'This field is required.' } },
      });
      const turkish = await login({ email: '', password: '' });
      expect((await readJson(turkish)).data.fields).toEqual({
        email: 'Bu alan zorunludur.',
        password: 'Bu alan zorunludur.',
      });
    });

    it('answers malformed JSON with 400 and 4034, never 500', async () => {
      const response = await t.app.request('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"email": "a@b.c",',
      });
      expect(response.status).toBe(400);
      expect(await readJson(response)).toMatchObject({ code: 4034, data: { fields: {} } });
    });

    it('answers a body that is not JSON at all with 4034', async () => {
      const response = await t.app.request('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: 'email=a',
      });
      expect(response.status).toBe(400);
      expect((await readJson(response)).code).toBe(4034);
    });

    it('locks sign-in for 15 minutes after five failures in a row, even for the right password', async () => {
      await t.createAccount({ email: 'lock@example.com' });
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect((await login({ email: 'lock@example.com', password: 'Wrong!2345' })).status).toBe(401);
      }
      const locked = await login({ email: 'lock@example.com', password: 'Member!2345' }, 'en');
      expect(locked.status).toBe(429);
      expect(locked.headers.get('retry-after')).toBe('900');
      expect(await readJson(locked)).toEqual({
        code: 4030,
        message: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
        data: { retryAfterSeconds: 900 },
      });
      t.clock.advanceSeconds(15 * 60);
      expect((await login({ email: 'lock@example.com', password: 'Member!2345' })).status).toBe(200);
    });

    it('locks an unknown e-mail exactly like a known one, so the lock reveals nothing', async () => {
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect((await login({ email: 'ghost@example.com', password: 'Wrong!2345' })).status).toBe(401);
      }
      const locked = await login({ email: 'ghost@example.com', password: 'Wrong!2345' }, 'en');
      expect(locked.status).toBe(429);
      expect((await readJson(locked)).code).toBe(4030);
    });

    it('locks one e-mail from one address only: the owner elsewhere still signs in', async () => {
      await t.createAccount({ email: 'owner@example.com' });
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        await login({ email: 'owner@example.com', password: 'Wrong!2345' }, 'en', '203.0.113.7');
      }
      expect(
        (await login({ email: 'owner@example.com', password: 'Member!2345' }, 'en', '203.0.113.7')).status,
      ).toBe(429);
      expect(
        (await login({ email: 'owner@example.com', password: 'Member!2345' }, 'en', '198.51.100.4')).status,
      ).toBe(200);
    });

    it('answers 429 / 4040 to an address spraying passwords over many e-mails', async () => {
      const sprayer = '192.0.2.99';
      for (let attempt = 1; attempt <= 50; attempt += 1) {
        expect(
          (await login({ email: `spray${attempt}@example.com`, password: 'Wrong!2345' }, 'en', sprayer))
            .status,
        ).toBe(401);
      }
      const refused = await login({ email: 'spray-next@example.com', password: 'Wrong!2345' }, 'en', sprayer);
      expect(refused.status).toBe(429);
      const body = await readJson(refused);
      expect(body.code).toBe(4040);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another address is not affected.
      expect(
        (await login({ email: 'spray-next@example.com', password: 'Wrong!2345' }, 'en', '192.0.2.100'))
          .status,
      ).toBe(401);
    });

    it('forgives earlier failures after a successful sign-in', async () => {
      await t.createAccount({ email: 'forgive@example.com' });
      for (let attempt = 1; attempt <= 4; attempt += 1)
        await login({ email: 'forgive@example.com', password: 'x' });
      expect((await login({ email: 'forgive@example.com', password: 'Member!2345' })).status).toBe(200);
      for (let attempt = 1; attempt <= 4; attempt += 1)
        await login({ email: 'forgive@example.com', password: 'x' });
      expect((await login({ email: 'forgive@example.com', password: 'Member!2345' })).status).toBe(200);
    });

    it.each([
      ['passive', { status: 'passive' }, 4031, 'Your account is passive. Please contact an administrator.'],
      ['locked', { isLocked: true }, 4032, 'Your account is locked. Please contact an administrator.'],
      [
        'unverified',
        { emailVerifiedAt: null },
        4010,
        'Your e-mail address is not verified yet. Please use the verification link we sent you.',
      ],
    ] as const)('refuses a %s account with the right password (403)', async (kind, values, code, message) => {
      const account = await t.createAccount({ email: `${kind}@example.com` });
      await t.updateAccount(account.id, values);
      const response = await login({ email: `${kind}@example.com`, password: 'Member!2345' }, 'en');
      expect(response.status).toBe(403);
      expect(await readJson(response)).toEqual({ code, message, data: null });
    });

    it('does not reveal the state of a passive account to a wrong password', async () => {
      const account = await t.createAccount({ email: 'quiet@example.com' });
      await t.updateAccount(account.id, { status: 'passive' });
      expect((await readJson(await login({ email: 'quiet@example.com', password: 'Wrong!2345' }))).code).toBe(
        4004,
      );
    });
  });

  describe('GET /api/auth/userinfo', () => {
    it('describes the signed-in account with its permissions and badge', async () => {
      const account = await t.createAccount({
        email: 'info@example.com',
        name: 'Ayşe',
        surname: 'Yılmaz',
        languages: ['tr', 'en'],
      });
      const response = await get('/api/auth/userinfo', await t.signIn('info@example.com'));
      expect(response.status).toBe(200);
      expect((await readJson(response)).data).toEqual({
        accountId: account.id,
        name: 'Ayşe',
        surname: 'Yılmaz',
        fullName: 'Ayşe Yılmaz',
        email: 'info@example.com',
        accountRoleType: 'User',
        permissions: expect.arrayContaining(['area.member', 'dashboard.member']),
        pages: expect.arrayContaining(['user/dashboard', 'user/users']),
        score: 0,
        badge: null,
        themePack: 'theme1',
        themeMode: 'system',
        languages: ['tr', 'en'],
        subscriptionEndDate: null,
        profilePhotoPath: null,
      });
    });

    it.each([
      ['no token', undefined],
      ['an unknown token', 'A'.repeat(43)],
    ])('answers 401 and 4001 with %s', async (_case, token) => {
      const response = await get('/api/auth/userinfo', token);
      expect(response.status).toBe(401);
      expect(await readJson(response)).toMatchObject({ code: 4001, data: null });
    });

    it('keeps a session alive while it is used and ends it after 1800 idle seconds', async () => {
      await t.createAccount({ email: 'idle@example.com' });
      const token = await t.signIn('idle@example.com');
      t.clock.advanceSeconds(1700);
      expect((await get('/api/auth/userinfo', token)).status).toBe(200);
      t.clock.advanceSeconds(1700);
      expect((await get('/api/auth/userinfo', token)).status).toBe(200);
      t.clock.advanceSeconds(1800);
      expect((await get('/api/auth/userinfo', token)).status).toBe(401);
    });

    it('ends a session at its absolute lifetime (12 hours by default) however active it is', async () => {
      await t.createAccount({ email: 'long-day@example.com' });
      const token = await t.signIn('long-day@example.com');
      // A use every 25 minutes keeps the idle lifetime (30 minutes) alive for 28 × 25 min = 11 h 40 min.
      for (let use = 1; use <= 28; use += 1) {
        t.clock.advanceSeconds(1500);
        expect((await get('/api/auth/userinfo', token)).status).toBe(200);
      }
      t.clock.advanceSeconds(1500);
      expect((await get('/api/auth/userinfo', token)).status).toBe(401);
    });

    it('ends the sessions of a locked account for good: unlocking does not revive an old token', async () => {
      const account = await t.createAccount({ email: 'locked-later@example.com' });
      const token = await t.signIn('locked-later@example.com');
      const system = systemContextOf(t.composition);
      await execute(changeAccountAccess, system, { accountId: account.id, isLocked: true });
      expect((await get('/api/auth/userinfo', token)).status).toBe(401);
      await execute(changeAccountAccess, system, { accountId: account.id, isLocked: false });
      expect((await get('/api/auth/userinfo', token)).status).toBe(401);
      expect((await get('/api/auth/userinfo', await t.signIn('locked-later@example.com'))).status).toBe(200);
    });

    it('ends the sessions of an account that became passive', async () => {
      const account = await t.createAccount({ email: 'later-passive@example.com' });
      const token = await t.signIn('later-passive@example.com');
      await t.updateAccount(account.id, { status: 'passive' });
      expect((await get('/api/auth/userinfo', token)).status).toBe(401);
    });
  });

  describe('POST /api/auth/logout', () => {
    it('revokes the token at once', async () => {
      await t.createAccount({ email: 'bye@example.com' });
      const token = await t.signIn('bye@example.com');
      const response = await t.app.request('/api/auth/logout', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(200);
      expect(await readJson(response)).toEqual({ code: 2004, message: 'İşlem başarılı.', data: null });
      expect((await get('/api/auth/userinfo', token)).status).toBe(401);
    });

    it('needs a signed-in caller', async () => {
      expect((await t.app.request('/api/auth/logout', { method: 'POST' })).status).toBe(401);
    });
  });
});
