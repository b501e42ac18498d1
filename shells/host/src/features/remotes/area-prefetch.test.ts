import { type GuardedArea, prefetchArea, type RemoteModule } from '@coach/kit';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRemoteModule, type RemoteLoad } from './remote-registry.ts';
import './area-prefetch.ts';

vi.mock('./remote-registry.ts', () => ({ loadRemoteModule: vi.fn() }));

function Page() {
  return null;
}
const dashboardChunk = vi.fn(async () => ({ Component: Page }));
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
  otherChunk.mockClear();
});

describe('area prefetch', () => {
  it("loads the area's remote through the registry, then its dashboard's chunk only", async () => {
    prefetched('member', { ok: true, module: memberModule });
    expect(loadRemoteModule).toHaveBeenCalledWith('member_app');
    await vi.waitFor(() => expect(dashboardChunk).toHaveBeenCalledOnce());
    expect(otherChunk).not.toHaveBeenCalled();
  });

  it('asks for the admin remote for the admin area, and lets a failed remote be', async () => {
    prefetched('admin', { ok: false, error: new Error('offline') });
    expect(loadRemoteModule).toHaveBeenCalledWith('admin_app');
    await new Promise((settle) => setTimeout(settle, 0));
    expect(dashboardChunk).not.toHaveBeenCalled();
  });
});
