import type { RemoteModule, RouteObject } from '@coach/kit';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteLoad } from './remote-registry.ts';

vi.mock('./remote-registry.ts', () => ({ loadRemoteModule: vi.fn() }));

const page = (text: string) => () => <h1>{text}</h1>;
const remotes: Record<string, RemoteModule> = {
  public_site: {
    routes: [
      { index: true, lazy: async () => ({ Component: page('Home') }), handle: { crumb: undefined } },
      { path: 'login', Component: page('Sign in') },
      { path: '*', Component: page('Not found') },
    ],
    messages: async () => ({}),
  },
  member_app: {
    routes: [
      { path: 'dashboard', Component: page('Dashboard') },
      { path: 'projects/:id', Component: page('Project') },
    ],
    messages: async () => ({}),
  },
};

/** The host's tree in small (app/routes.tsx): per language, the public and member mounts. */
function hostRoutes(preloaded: Partial<Record<'public' | 'member', RouteObject[]>>): RouteObject[] {
  return (['tr', 'en'] as const).map((lang) => ({
    id: lang,
    path: lang === 'en' ? '/en' : '/',
    children: [
      { id: `${lang}-public`, children: [{ id: `${lang}-public-pages`, children: preloaded.public ?? [] }] },
      {
        id: `${lang}-member`,
        path: 'user',
        children: [{ id: `${lang}-member-pages`, children: preloaded.member ?? [] }],
      },
    ],
  }));
}

/** The remotes asked for, each once (the real registry loads each once and keeps it). */
let requested: string[];

async function startAt(path: string) {
  // A fresh module per test: it remembers which areas are patched.
  vi.resetModules();
  const { loadRemoteModule } = await import('./remote-registry.ts');
  requested = [];
  vi.mocked(loadRemoteModule).mockImplementation(async (name): Promise<RemoteLoad> => {
    if (!requested.includes(name)) requested.push(name);
    return { ok: true, module: remotes[name] as RemoteModule };
  });
  const { patchRoutesOnNavigation, preloadAreas } = await import('./patch-routes.tsx');
  const router = createMemoryRouter(hostRoutes(await preloadAreas(path)), {
    initialEntries: [path],
    patchRoutesOnNavigation,
  });
  render(<RouterProvider router={router} />);
  return router;
}

/** The page's heading, once it is there (a shared machine can be slow: up to 5 s). */
const shown = (name: string) => screen.findByRole('heading', { name });

beforeEach(() => {
  vi.clearAllMocks();
});

describe('which remotes a page loads', () => {
  it('a first page in the member area loads the member remote only', async () => {
    await startAt('/user/dashboard');
    await shown('Dashboard');
    expect(requested).toEqual(['member_app']);
  });

  it('a first page in the public area loads the public remote only', async () => {
    await startAt('/login');
    await shown('Sign in');
    expect(requested).toEqual(['public_site']);
  });

  it('the home page, opened from the member area, loads the public remote (not an empty page)', async () => {
    const router = await startAt('/user/dashboard');
    await shown('Dashboard');
    await router.navigate('/');
    await shown('Home');
    await router.navigate('/en');
    expect(router.state.matches.map((match) => match.route.id)[0]).toBe('en');
    await shown('Home');
    expect(requested).toEqual(['member_app', 'public_site']);
  });

  it('the sign-in page, after a redirect from the member area, loads the public remote', async () => {
    const router = await startAt('/user/dashboard');
    await shown('Dashboard');
    await router.navigate('/login');
    await shown('Sign in');
  });

  it('an address the member area does not know shows the public 404 page', async () => {
    await startAt('/user/no-such-page');
    await shown('Not found');
    expect(requested).toEqual(['member_app', 'public_site']);
  });

  it('a member page with a parameter needs no public remote', async () => {
    const router = await startAt('/user/dashboard');
    await shown('Dashboard');
    await router.navigate('/en/user/projects/7');
    await shown('Project');
    expect(requested).toEqual(['member_app']);
  });
});
