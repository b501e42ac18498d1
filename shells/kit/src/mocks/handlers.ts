import type { Permission } from '@coach/core/contracts';
import { HttpResponse, http } from 'msw';
import { adminDashboard, type DemoAccount, demoAccounts, memberDashboard } from './fixtures.ts';

// msw handlers that answer like the server (docs/runtime-contract.md): the envelope, the codes,
// messages in the request's language. Used by component tests and by `npm run dev` of a remote.

const texts = {
  done: { tr: 'İşlem başarılı.', en: 'Transaction successful.' },
  wrongCredentials: { tr: 'E-posta veya şifre hatalı.', en: 'Email or password is incorrect.' },
  notSignedIn: { tr: 'Yetkilendirme hatası.', en: 'Authorization error.' },
  forbidden: { tr: 'Bu işlem için yetkiniz yok.', en: 'You are not allowed to do this.' },
} as const;

type TextKey = keyof typeof texts;

function langOf(request: Request): 'tr' | 'en' {
  return request.headers.get('accept-language')?.toLowerCase().startsWith('en') ? 'en' : 'tr';
}

function answer(request: Request, status: number, code: number, text: TextKey, data: unknown = null) {
  return HttpResponse.json({ code, message: texts[text][langOf(request)], data }, { status });
}

function accountOf(request: Request): DemoAccount | undefined {
  const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  return demoAccounts.find((account) => account.token === token);
}

/** Answers 401/403 like the server, or the signed-in account when it holds `permission`. */
function authorize(request: Request, permission: Permission): DemoAccount | Response {
  const account = accountOf(request);
  if (!account) return answer(request, 401, 4001, 'notSignedIn');
  if (!account.user.permissions.includes(permission)) return answer(request, 403, 4033, 'forbidden');
  return account;
}

export const handlers = [
  http.post('*/api/auth/login', async ({ request }) => {
    const body = (await request.json()) as { email?: string; password?: string };
    const account = demoAccounts.find((a) => a.email === body.email?.trim().toLowerCase());
    if (!account || account.password !== body.password) return answer(request, 401, 4004, 'wrongCredentials');
    return answer(request, 200, 2004, 'done', { token: account.token, expiresIn: 1800 });
  }),
  http.post('*/api/auth/logout', ({ request }) => answer(request, 200, 2004, 'done')),
  http.get('*/api/auth/userinfo', ({ request }) => {
    const account = accountOf(request);
    return account
      ? answer(request, 200, 2004, 'done', account.user)
      : answer(request, 401, 4001, 'notSignedIn');
  }),
  http.get('*/api/accountdashboard', ({ request }) => {
    const account = authorize(request, 'dashboard.member');
    return account instanceof Response ? account : answer(request, 200, 2004, 'done', memberDashboard);
  }),
  http.get('*/api/admindashboard', ({ request }) => {
    const account = authorize(request, 'dashboard.admin');
    return account instanceof Response ? account : answer(request, 200, 2004, 'done', adminDashboard);
  }),
];
