import { store, tokenAtom } from '@coach/kit';
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
    store.set(tokenAtom, 'mock-token-member');
    expect(await visit('/user/dashboard')).toBeNull();
    expect(document.documentElement.dataset.accent).toBe('theme1');
  });

  it('keeps a member out of /admin and an administrator out of /user', async () => {
    store.set(tokenAtom, 'mock-token-member');
    expect((await visit('/admin/dashboard'))?.headers.get('Location')).toBe('/login');
    store.set(tokenAtom, 'mock-token-admin');
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
