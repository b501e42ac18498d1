import { catalogue, translate } from '@coach/core/contracts';
import { describe, expect, it } from 'vitest';
import { tokenAtom } from '../auth/token.ts';
import { i18n } from '../i18n/i18n.ts';
import { store } from '../state/store.ts';
import { proxyErrorPageOn, watchedCallsOn } from '../test/hand-made-answers.ts';
import { realServer } from '../test/real-server.ts';
import { mockServer } from '../test/setup.ts';
import { ApiError } from './api-error.ts';
import { api } from './client.ts';
import { unwrap } from './unwrap.ts';

describe('api client', () => {
  it('returns the data of a successful envelope', async () => {
    const { member } = (await realServer()).accounts;
    const signedIn = await unwrap(
      api.api.auth.login.$post({ json: { email: member.email, password: member.password } }),
    );
    expect(signedIn.user).toMatchObject({ email: member.email, fullName: member.fullName });
  });

  it('throws an ApiError with the status, code, message and data of a failed envelope', async () => {
    const { member } = (await realServer()).accounts;
    i18n.activate('tr');
    const failure = await unwrap(
      api.api.auth.login.$post({ json: { email: member.email, password: 'nope' } }),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    const { status, code } = catalogue.invalidCredentials;
    expect(failure).toMatchObject({ status, code, message: translate(code, 'tr') });
  });

  it('sends the page language and the bearer token', async () => {
    const userinfo = watchedCallsOn('get', '*/api/auth/userinfo');
    mockServer.use(userinfo.handler);
    i18n.activate('en');
    store.set(tokenAtom, 'demo-token-member');
    await unwrap(api.api.auth.userinfo.$get());
    expect(userinfo.calls[0]?.headers.get('accept-language')).toBe('en');
    expect(userinfo.calls[0]?.headers.get('authorization')).toBe('Bearer demo-token-member');
  });

  it('drops the token on a 401', async () => {
    store.set(tokenAtom, 'expired');
    const { status, code } = catalogue.unauthorized;
    await expect(unwrap(api.api.auth.userinfo.$get())).rejects.toMatchObject({ status, code });
    expect(store.get(tokenAtom)).toBeNull();
    expect(window.localStorage.getItem('coach.token')).toBeNull();
  });

  it('keeps the token as the bare string under coach.token', () => {
    store.set(tokenAtom, 'tok-1');
    expect(window.localStorage.getItem('coach.token')).toBe('tok-1');
  });

  it('turns an answer that is not an envelope into an ApiError with code 0', async () => {
    mockServer.use(proxyErrorPageOn('get', '*/api/accountdashboard'));
    await expect(unwrap(api.api.accountdashboard.$get())).rejects.toMatchObject({ status: 502, code: 0 });
  });

  it('exposes the field messages of a validation failure', async () => {
    const failure = (await unwrap(api.api.auth.login.$post({ json: { email: 'x', password: 'y' } })).catch(
      (error: unknown) => error,
    )) as ApiError;
    expect(failure.code).toBe(catalogue.validationFailed.code);
    expect(failure.fieldErrors).toEqual({ email: expect.stringMatching(/e-?mail/i) });
  });
});
