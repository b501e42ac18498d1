import { store, tokenAtom } from '@coach/kit';
import { currentUserQuery, queryClient } from '@coach/kit/query';
import { callAs } from '@coach/kit/test/real-member.ts';
import { realServer } from '@coach/kit/test/real-server.ts';
import { mockServer } from '@coach/kit/test/setup.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { startDashboardCalls } from './start-dashboard-calls.ts';

/** The API paths asked for, in order. */
let asked: string[] = [];
const record = ({ request }: { request: Request }) => {
  asked.push(new URL(request.url).pathname);
};

beforeEach(() => {
  asked = [];
  mockServer.events.removeAllListeners();
  mockServer.events.on('request:start', record);
});

const waitForCalls = (count: number) => expect.poll(() => asked.length).toBeGreaterThanOrEqual(count);

describe("the member dashboard's calls", () => {
  it('start together when the route matches, open projects once userinfo says the member has any', async () => {
    store.set(tokenAtom, (await realServer()).accounts.member.token);
    await expect(startDashboardCalls()).resolves.toBeNull();
    await waitForCalls(4);
    expect(asked.slice(0, 3).sort()).toEqual(
      ['/api/accounts/checkaccountsubscription', '/api/auth/userinfo', '/api/ledger'].sort(),
    );
    expect(asked[3]).toBe('/api/projects/getmyopenprojects');
  });

  it('start all four at once after a sign-in, which brought the user with the token', async () => {
    // As startSession leaves the cache: the user the sign-in answered, under the new token.
    const { token } = (await realServer()).accounts.member;
    const { data: user } = await callAs(token, 'GET', '/api/auth/userinfo');
    queryClient.setQueryData(currentUserQuery(token).queryKey, user as never);
    store.set(tokenAtom, token);
    await startDashboardCalls();
    await waitForCalls(3);
    await new Promise((settle) => setTimeout(settle, 100));
    expect([...asked].sort()).toEqual(
      ['/api/accounts/checkaccountsubscription', '/api/ledger', '/api/projects/getmyopenprojects'].sort(),
    );
  });

  it('leave out open projects for a guest: the server would refuse them', async () => {
    // The demo guest, whose permissions the server answers with userinfo.
    store.set(tokenAtom, (await realServer()).accounts.guest.token);
    await startDashboardCalls();
    await waitForCalls(3);
    await new Promise((settle) => setTimeout(settle, 100));
    expect(asked).not.toContain('/api/projects/getmyopenprojects');
  });
});
