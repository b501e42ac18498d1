import { type GuardedArea, prefetchArea, type RemoteModule, store, tokenAtom } from '@coach/kit';
import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadAreaLayout } from '../../app/load-area-layout.ts';
import { loadRemoteModule, type RemoteLoad } from './remote-registry.ts';
import './area-prefetch.ts';

vi.mock('./remote-registry.ts', () => ({ loadRemoteModule: vi.fn() }));
// The area's frame is a module import that would still be under way when the file's tests end.
vi.mock('../../app/load-area-layout.ts', () => ({ preloadAreaLayout: vi.fn(async () => undefined) }));

function Page() {
  return null;
}
const dashboardLoader = vi.fn(async () => null);
const dashboardChunk = vi.fn(async () => ({ Component: Page, loader: dashboardLoader }));
const otherChunk = vi.fn(async () => ({ Component: Page }));
const memberModule: RemoteModule = {
  routes: [
    { path: 'projects', lazy: otherChunk },
    { path: 'dashboard', lazy: dashboardChunk },
  ],
  messages: async () => ({}),
};

function prefetched(area: GuardedArea, load: RemoteLoad) {
  vi.mocked(loadRemoteModule).mockResolvedValue(load);
  prefetchArea(area);
}

beforeEach(() => {
  vi.mocked(loadRemoteModule).mockReset();
  dashboardChunk.mockClear();
  dashboardLoader.mockClear();
  otherChunk.mockClear();
  store.set(tokenAtom, null);
});

describe('area prefetch', () => {
  it("loads the area's remote through the registry, then its dashboard's chunk only", async () => {
    prefetched('member', { ok: true, module: memberModule });
    expect(preloadAreaLayout).toHaveBeenCalled();
    expect(loadRemoteModule).toHaveBeenCalledWith('member_app');
    await waitFor(() => expect(dashboardChunk).toHaveBeenCalledOnce());
    expect(otherChunk).not.toHaveBeenCalled();
    // A visitor reaching for the form is not signed in yet: no call would be answered.
    await new Promise((settle) => setTimeout(settle, 0));
    expect(dashboardLoader).not.toHaveBeenCalled();
  });

  it("once signed in, starts the dashboard's calls too (its loader), for the dashboard's address", async () => {
    store.set(tokenAtom, 'a-token');
    prefetched('member', { ok: true, module: memberModule });
    await waitFor(() => expect(dashboardLoader).toHaveBeenCalledOnce());
    const [args] = dashboardLoader.mock.calls[0] as unknown as [{ request: Request }];
    expect(new URL(args.request.url).pathname).toBe('/user/dashboard');
  });

  it('asks for the admin remote for the admin area, and lets a failed remote be', async () => {
    prefetched('admin', { ok: false, error: new Error('offline') });
    expect(loadRemoteModule).toHaveBeenCalledWith('admin_app');
    await new Promise((settle) => setTimeout(settle, 0));
    expect(dashboardChunk).not.toHaveBeenCalled();
  });
});
