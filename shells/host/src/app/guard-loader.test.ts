import { store, tokenAtom } from '@coach/kit';
import { dashboardKeys, prefetchDashboard, queryClient } from '@coach/kit/query';
import { signInCallsWithUserinfoHeld } from '@coach/kit/test/hand-made-answers.ts';
import { realServer } from '@coach/kit/test/real-server.ts';
import { mockServer } from '@coach/kit/test/setup.ts';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guardLoader } from './guard-loader.ts';

/** The demo accounts' sessions, as the real server opened them (`demo-token-member`, …). */
const demo = async () => (await realServer()).accounts;

async function visit(path: string): Promise<Response | null> {
  try {
    const args = { request: new Request(`http://localhost${path}`), params: {} };
    return await guardLoader(args as unknown as Parameters<typeof guardLoader>[0]);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe('area guard', () => {
  it('sends a signed-out visitor to the login page, remembering the page', async () => {
    const answer = await visit('/en/user/dashboard?tab=1');
    expect(answer?.status).toBe(302);
    expect(answer?.headers.get('Location')).toBe('/en/login?returnTo=%2Fuser%2Fdashboard%3Ftab%3D1');
  });

  it('lets a member into /user and applies their colour set', async () => {
    const api = await realServer();
    // Another colour set than the first, so what shows is the member's own choice.
    const { themeMode } = await api.run('getCurrentUser', {}, { as: 'member' });
    await api.run('changeTheme', { themePack: 'theme4', themeMode }, { as: 'member' });
    store.set(tokenAtom, api.accounts.member.token);
    expect(await visit('/user/dashboard')).toBeNull();
    expect(document.documentElement.dataset.accent).toBe('theme4');
  });

  it('keeps a member out of /admin and an administrator out of /user', async () => {
    const { member, admin } = await demo();
    store.set(tokenAtom, member.token);
    expect((await visit('/admin/dashboard'))?.headers.get('Location')).toBe('/login');
    store.set(tokenAtom, admin.token);
    expect((await visit('/en/user/dashboard'))?.headers.get('Location')).toBe('/en/login');
    expect(await visit('/en/admin/dashboard')).toBeNull();
  });

  it('treats an expired token as signed out', async () => {
    store.set(tokenAtom, 'expired-token');
    expect((await visit('/user/dashboard'))?.headers.get('Location')).toBe(
      '/login?returnTo=%2Fuser%2Fdashboard',
    );
    expect(store.get(tokenAtom)).toBeNull();
  });
});

describe('area guard, dashboard data', () => {
  /** Holds userinfo's answer until released; notes a sign-in's calls in order as they arrive. */
  function holdUserinfo() {
    const { calls, handlers, release } = signInCallsWithUserinfoHeld();
    mockServer.use(...handlers);
    return { calls, release };
  }

  it('asks for the dashboard alongside userinfo, not after it', async () => {
    const { calls, release } = holdUserinfo();
    const api = await realServer();
    store.set(tokenAtom, api.accounts.member.token);
    const guarded = visit('/en/user/dashboard');
    await waitFor(() => expect(calls).toEqual(['userinfo', 'accountdashboard']));
    release();
    expect(await guarded).toBeNull();
    const dashboard = await api.run('getMemberDashboard', {}, { as: 'member' });
    await waitFor(() =>
      expect(queryClient.getQueryData(dashboardKeys.member)).toEqual(JSON.parse(JSON.stringify(dashboard))),
    );
  });

  it('joins a dashboard request already on its way instead of asking twice', async () => {
    const { calls, release } = holdUserinfo();
    store.set(tokenAtom, (await demo()).admin.token);
    void prefetchDashboard('admin');
    const guarded = visit('/admin');
    release();
    expect(await guarded).toBeNull();
    await waitFor(() => expect(queryClient.getQueryData(dashboardKeys.admin)).toBeDefined());
    expect(calls.filter((call) => call === 'admindashboard')).toHaveLength(1);
  });

  it('asks for nothing more on other pages, signed out, or for a user known to be refused', async () => {
    const { calls, release } = holdUserinfo();
    release();
    await visit('/user/dashboard');
    store.set(tokenAtom, (await demo()).member.token);
    await visit('/user/projects');
    await visit('/admin/dashboard');
    expect(calls).toEqual(['userinfo']);
  });
});
