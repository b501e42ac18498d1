import type { Permission } from '@coach/core/contracts';
import { http } from 'msw';
import { answer, answerOf } from '../test/hand-made-answers.ts';
import {
  adminDashboard,
  type DemoAccount,
  demoAccounts,
  demoPublicSettings,
  loginResultOf,
  memberDashboard,
} from './fixtures.ts';

// The kit's hand-made handlers, for the apps whose tests do not answer from the real server yet
// (vitest.shared.ts, `defaultAnswers: 'kit-fixtures'`); they go once every app has moved (ADR 0046).
// `answer` and `answerOf` live with the hand-made answers that stay (test/hand-made-answers.ts).

export { answer, answerOf };

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
