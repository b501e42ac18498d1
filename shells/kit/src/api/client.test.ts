import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { tokenAtom } from '../auth/token.ts';
import { i18n } from '../i18n/i18n.ts';
import { store } from '../state/store.ts';
import { mockServer } from '../test/setup.ts';
import { ApiError } from './api-error.ts';
import { api } from './client.ts';
import { unwrap } from './unwrap.ts';

describe('api client', () => {
  it('returns the data of a successful envelope', async () => {
    const { token } = await unwrap(
      api.api.auth.login.$post({ json: { email: 'ayse@example.com', password: 'Member!2345' } }),
    );
    expect(token).toBe('mock-token-member');
  });

  it('throws an ApiError with the status, code, message and data of a failed envelope', async () => {
    i18n.activate('tr');
    const failure = await unwrap(
      api.api.auth.login.$post({ json: { email: 'ayse@example.com', password: 'nope' } }),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, code: 4004, message: 'E-posta veya şifre hatalı.' });
  });

  it('sends the page language and the bearer token', async () => {
    let seen: Headers | undefined;
    mockServer.use(
      http.get('*/api/auth/userinfo', ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ code: 2004, message: 'ok', data: null });
      }),
    );
    i18n.activate('en');
    store.set(tokenAtom, 'abc');
    await unwrap(api.api.auth.userinfo.$get());
    expect(seen?.get('accept-language')).toBe('en');
    expect(seen?.get('authorization')).toBe('Bearer abc');
  });

  it('drops the token on a 401', async () => {
    store.set(tokenAtom, 'expired');
    await expect(unwrap(api.api.auth.userinfo.$get())).rejects.toMatchObject({ status: 401, code: 4001 });
    expect(store.get(tokenAtom)).toBeNull();
    expect(window.localStorage.getItem('coach.token')).toBeNull();
  });

  it('keeps the token as the bare string under coach.token', () => {
    store.set(tokenAtom, 'tok-1');
    expect(window.localStorage.getItem('coach.token')).toBe('tok-1');
  });

  it('turns an answer that is not an envelope into an ApiError with code 0', async () => {
    mockServer.use(
      http.get('*/api/accountdashboard', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(unwrap(api.api.accountdashboard.$get())).rejects.toMatchObject({ status: 502, code: 0 });
  });

  it('exposes the field messages of a validation failure', async () => {
    mockServer.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json(
          { code: 4034, message: 'Invalid', data: { fields: { email: 'Email address is not valid.' } } },
          { status: 400 },
        ),
      ),
    );
    const failure = (await unwrap(api.api.auth.login.$post({ json: { email: 'x', password: 'y' } })).catch(
      (error: unknown) => error,
    )) as ApiError;
    expect(failure.fieldErrors).toEqual({ email: 'Email address is not valid.' });
  });
});
