import { http } from 'msw';
import { adminDashboard, demoAccounts, memberDashboard } from './fixtures.ts';
import { answer } from './handlers.ts';

/**
 * Handlers for the calls a sign-in makes (userinfo and the two dashboards) that note each call as
 * it reaches the server, in order, and hold userinfo's answer until released: what tests of "the
 * dashboard is asked for alongside userinfo, not after it" need. Use with `mockServer.use(...)`.
 */
export function heldSignInCalls() {
  const calls: string[] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handlers = [
    http.get('*/api/auth/userinfo', async ({ request }) => {
      calls.push('userinfo');
      await held;
      const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
      const account = demoAccounts.find((one) => one.token === token);
      return account ? answer(request, 200, 'done', account.user) : answer(request, 401, 'unauthorized');
    }),
    http.get('*/api/accountdashboard', ({ request }) => {
      calls.push('accountdashboard');
      return answer(request, 200, 'done', memberDashboard);
    }),
    http.get('*/api/admindashboard', ({ request }) => {
      calls.push('admindashboard');
      return answer(request, 200, 'done', adminDashboard);
    }),
  ];
  return { calls, release, handlers };
}
