import { store, tokenAtom } from '@coach/kit';
import { memberDashboard } from '@coach/kit/mocks/fixtures.ts';
import { heldSignInCalls } from '@coach/kit/mocks/held-sign-in-calls.ts';
import { dashboardKeys, prefetchDashboard, queryClient } from '@coach/kit/query';
import { mockServer } from '@coach/kit/test/setup.ts';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guardLoader } from './guard-loader.ts';

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
    store.set(tokenAtom, 'demo-token-member');
    expect(await visit('/user/dashboard')).toBeNull();
    expect(document.documentElement.dataset.accent).toBe('theme1');
  });

  it('keeps a member out of /admin and an administrator out of /user', async () => {
    store.set(tokenAtom, 'demo-token-member');
    expect((await visit('/admin/dashboard'))?.headers.get('Location')).toBe('/login');
    store.set(tokenAtom, 'demo-token-admin');
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
  /** Holds userinfo's answer until released, and notes every call that reached the server. */
  function holdUserinfo() {
    const { calls, release, handlers } = heldSignInCalls();
    mockServer.use(...handlers);
    return { calls, release };
  }

  it('asks for the dashboard alongside userinfo, not after it', async () => {
    const { calls, release } = holdUserinfo();
    store.set(tokenAtom, 'demo-token-member');
    const guarded = visit('/en/user/dashboard');
    await waitFor(() => expect(calls).toEqual(['userinfo', 'accountdashboard']));
    release();
    expect(await guarded).toBeNull();
    await waitFor(() => expect(queryClient.getQueryData(dashboardKeys.member)).toEqual(memberDashboard));
  });

  it('joins a dashboard request already on its way instead of asking twice', async () => {
    const { calls, release } = holdUserinfo();
    store.set(tokenAtom, 'demo-token-admin');
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
    store.set(tokenAtom, 'demo-token-member');
    await visit('/user/projects');
    await visit('/admin/dashboard');
    expect(calls).toEqual(['userinfo']);
  });
});
