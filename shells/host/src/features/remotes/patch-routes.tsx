import { type Area, areaOfPath, languages, type RemoteName } from '@coach/kit';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { AreaUnavailable } from './area-unavailable.tsx';
import { loadRemoteModule } from './remote-registry.ts';

const remoteOfArea: Record<Area, RemoteName> = {
  public: 'public_site',
  member: 'member_app',
  admin: 'admin_app',
};

/** The id of the host route under which an area's pages are mounted, per language. */
export const pagesRouteId = (lang: string, area: Area) => `${lang}-${area}-pages`;

/** What an area shows when its remote failed: the error view on every path of that area. */
const unavailableRoutes = (): RouteObject[] => [
  { index: true, element: <AreaUnavailable /> },
  { path: '*', element: <AreaUnavailable /> },
];

const patched = new Set<Area>();

/** The routes of an area's remote, or the "not available" routes when it failed to load. */
async function areaRoutes(area: Area): Promise<RouteObject[]> {
  const load = await loadRemoteModule(remoteOfArea[area]);
  return load.ok ? load.module.routes : unavailableRoutes();
}

/**
 * The areas the first page needs, loaded before the router starts: the public remote always (it
 * has the home, login, 404 and error pages, and a path like "/" would otherwise match the bare
 * language root without ever asking for routes), plus the area of the first path.
 */
export async function preloadAreas(pathname: string): Promise<Partial<Record<Area, RouteObject[]>>> {
  const area = areaOfPath(pathname);
  const wanted: Area[] = area === 'public' ? ['public'] : ['public', area];
  const entries = await Promise.all(wanted.map(async (each) => [each, await areaRoutes(each)] as const));
  for (const [each] of entries) patched.add(each);
  return Object.fromEntries(entries);
}

/**
 * Loads the remotes a later navigation needs (the member or admin area) the first time it is
 * visited, and adds their routes to the router, in both languages. The public remote is always wanted: it brings the login page, the
 * 404 page and the error page. Route objects of remotes must not carry `id`s, since they are
 * mounted twice.
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch, signal }) => {
  const area = areaOfPath(path);
  const wanted: Area[] = area === 'public' ? ['public'] : ['public', area];
  await Promise.all(
    wanted.map(async (each) => {
      if (patched.has(each)) return;
      const routes = await areaRoutes(each);
      // An aborted navigation ignores patches; the next one will patch again.
      if (signal.aborted || patched.has(each)) return;
      patched.add(each);
      for (const lang of languages) patch(pagesRouteId(lang, each), routes);
    }),
  );
};
