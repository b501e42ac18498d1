import { store, tokenAtom } from '@coach/kit';
import { demoMember } from '@coach/kit/mocks/fixtures.ts';
import { answer } from '@coach/kit/mocks/handlers.ts';
import { currentUserQuery, queryClient } from '@coach/kit/query';
import { mockServer } from '@coach/kit/test/setup.ts';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { membershipHandlers } from '../../../mocks/membership-handlers.ts';
import { projectHandlers } from '../../../mocks/project-handlers.ts';
import { startDashboardCalls } from './start-dashboard-calls.ts';

/** The API paths asked for, in order. */
let asked: string[] = [];
const record = ({ request }: { request: Request }) => {
  asked.push(new URL(request.url).pathname);
};

beforeEach(() => {
  asked = [];
  mockServer.use(...projectHandlers(), ...membershipHandlers());
  mockServer.events.removeAllListeners();
  mockServer.events.on('request:start', record);
});

const waitForCalls = (count: number) => expect.poll(() => asked.length).toBeGreaterThanOrEqual(count);

describe("the member dashboard's calls", () => {
  it('start together when the route matches, open projects once userinfo says the member has any', async () => {
    store.set(tokenAtom, demoMember.token);
    await expect(startDashboardCalls()).resolves.toBeNull();
    await waitForCalls(4);
    expect(asked.slice(0, 3).sort()).toEqual(
      ['/api/accounts/checkaccountsubscription', '/api/auth/userinfo', '/api/ledger'].sort(),
    );
    expect(asked[3]).toBe('/api/projects/getmyopenprojects');
  });

  it('start all four at once after a sign-in, which brought the user with the token', async () => {
    // As startSession leaves the cache: the user the sign-in answered, under the new token.
    queryClient.setQueryData(currentUserQuery(demoMember.token).queryKey, demoMember.user);
    store.set(tokenAtom, demoMember.token);
    await startDashboardCalls();
    await waitForCalls(3);
    await new Promise((settle) => setTimeout(settle, 100));
    expect([...asked].sort()).toEqual(
      ['/api/accounts/checkaccountsubscription', '/api/ledger', '/api/projects/getmyopenprojects'].sort(),
    );
  });

  it('leave out open projects for a guest: the server would refuse them', async () => {
    store.set(tokenAtom, 'demo-token-guest');
    mockServer.use(
      http.get('*/api/auth/userinfo', ({ request }) =>
        answer(request, 200, 'done', {
          ...demoMember.user,
          accountRoleType: 'Guest',
          permissions: ['dashboard.member'],
        }),
      ),
    );
    await startDashboardCalls();
    await waitForCalls(3);
    await new Promise((settle) => setTimeout(settle, 100));
    expect(asked).not.toContain('/api/projects/getmyopenprojects');
  });
});
