import { hc } from 'hono/client';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { AppType, CurrentUser } from './app-type.ts';
import { createTestApp, routeTestKinds, type TestApp } from './testing/test-app.ts';

describe.each(routeTestKinds())('on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: kind });
    await t.createAccount({ email: 'typed@example.com', name: 'Zehra', surname: 'Çelik' });
  });
  afterAll(() => t.close());

  /** The typed client the front ends use, talking to the real app in memory. */
  function client(token?: string) {
    return hc<AppType>('http://localhost', {
      fetch: (input: string | URL | Request, init?: RequestInit) => t.app.request(input, init),
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  }

  describe('AppType', () => {
    it('types the calls the front ends make, end to end', async () => {
      const login = await client().api.auth.login.$post({
        json: { email: 'typed@example.com', password: 'Member!2345' },
      });
      if (login.status !== 200) throw new Error(`login answered ${login.status}`);
      const { data } = await login.json();
      expectTypeOf(data.expiresIn).toEqualTypeOf<1800>();

      const userinfo = await client(data.token).api.auth.userinfo.$get();
      if (userinfo.status !== 200) throw new Error(`userinfo answered ${userinfo.status}`);
      const user = (await userinfo.json()).data;
      expectTypeOf(user).toEqualTypeOf<CurrentUser>();
      expect(user.fullName).toBe('Zehra Çelik');
      // The pages the front end may offer come with the user (core's pagesOpenTo).
      expect(user.pages).toContain('user/dashboard');
    });

    it('types what a call answers, not what its use case returns (the browser binding is a cookie)', async () => {
      const response = await client().api.auth.oauth.start.$post({ json: { provider: 'google' } });
      expect(response.status).toBe(404);
      if (response.status === 200) {
        expectTypeOf((await response.json()).data).toEqualTypeOf<{ authorizationUrl: string }>();
      }
    });

    it('exposes the error answers of a call as typed statuses', async () => {
      const response = await client().api.admindashboard.$get();
      expectTypeOf(response.status).toEqualTypeOf<200 | 401 | 403 | 500 | 503>();
      expect(response.status).toBe(401);
    });
  });
});
