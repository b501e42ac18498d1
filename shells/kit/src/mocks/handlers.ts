import {
  type CatalogueKey,
  catalogue,
  type Language,
  type Permission,
  translate,
} from '@coach/core/contracts';
import { HttpResponse, http } from 'msw';
import {
  adminDashboard,
  type DemoAccount,
  demoAccounts,
  demoPublicSettings,
  loginResultOf,
  memberDashboard,
} from './fixtures.ts';

// msw handlers that answer like the server (docs/runtime-contract.md): the envelope, the codes, and
// the catalogue's messages in the request's language, the very texts the server sends.

function languageOf(request: Request): Language {
  return request.headers.get('accept-language')?.toLowerCase().startsWith('en') ? 'en' : 'tr';
}

/**
 * An answer in the server's envelope with the catalogue's message for `key`; apps with handlers of
 * their own (admin-app's outbox and jobs) can answer the same way. Prefer `answerOf`, which takes
 * the status from the catalogue as the server does.
 */
export function answer(request: Request, status: number, key: CatalogueKey, data: unknown = null) {
  const { code } = catalogue[key];
  // As the server: a 401 names the bearer scheme.
  const headers: Record<string, string> = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
  return HttpResponse.json(
    { code, message: translate(code, languageOf(request), data), data },
    { status, headers },
  );
}

/** The server's answer for `key`: its status, code and message all from the catalogue. */
export function answerOf(request: Request, key: CatalogueKey, data: unknown = null) {
  return answer(request, catalogue[key].status, key, data);
}

function accountOf(request: Request): DemoAccount | undefined {
  const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  return demoAccounts.find((account) => account.token === token);
}

/** Answers 401/403 like the server, or the signed-in account when it holds `permission`. */
function authorize(request: Request, permission: Permission): DemoAccount | Response {
  const account = accountOf(request);
  if (!account) return answerOf(request, 'unauthorized');
  if (!account.user.permissions.includes(permission)) return answerOf(request, 'forbidden');
  return account;
}

export const handlers = [
  http.post('*/api/auth/login', async ({ request }) => {
    const body = (await request.json()) as { email?: string; password?: string };
    const account = demoAccounts.find((a) => a.email === body.email?.trim().toLowerCase());
    if (!account || account.password !== body.password) return answerOf(request, 'invalidCredentials');
    return answerOf(request, 'done', loginResultOf(account));
  }),
  http.post('*/api/auth/logout', ({ request }) => answerOf(request, 'done')),
  http.get('*/api/auth/userinfo', ({ request }) => {
    const account = accountOf(request);
    return account ? answerOf(request, 'done', account.user) : answerOf(request, 'unauthorized');
  }),
  http.get('*/api/accountdashboard', ({ request }) => {
    const account = authorize(request, 'dashboard.member');
    return account instanceof Response ? account : answerOf(request, 'done', memberDashboard);
  }),
  // Every signed-in account keeps its theme (the top bar's light/dark switch saves it).
  http.post('*/api/accounts/changetheme', async ({ request }) => {
    if (!accountOf(request)) return answerOf(request, 'unauthorized');
    const { themePack, themeMode } = (await request.json()) as Record<string, unknown>;
    return answerOf(request, 'recordUpdated', { themePack, themeMode });
  }),
  http.get('*/api/admindashboard', ({ request }) => {
    const account = authorize(request, 'dashboard.admin');
    return account instanceof Response ? account : answerOf(request, 'done', adminDashboard);
  }),
  // Anybody may read the settings the pages tell members and visitors.
  http.get('*/api/publicsettings', ({ request }) => answerOf(request, 'done', demoPublicSettings)),
];
