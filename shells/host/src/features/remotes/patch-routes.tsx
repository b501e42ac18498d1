import type { PatchRoutesOnNavigationFunction, RouteObject } from '@coach/kit';
import { type Area, areaOfPath, languages, matchRoutes, type RemoteName, stripLang } from '@coach/kit';
import { AreaUnavailable } from './area-unavailable.tsx';
import { loadRemoteModule } from './remote-registry.ts';

const remoteOfArea: Record<Area, RemoteName> = {
  public: 'public_site',
  member: 'member_app',
  admin: 'admin_app',
};

/** Where each guarded area is mounted under a language root. */
const mountOfArea: Record<Exclude<Area, 'public'>, string> = { member: 'user', admin: 'admin' };

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

/** What the home route brings: how it renders, its data and its metadata (not how it matches). */
const homeProperties = [
  'Component',
  'element',
  'loader',
  'handle',
  'shouldRevalidate',
  'ErrorBoundary',
  'errorElement',
  'HydrateFallback',
  'hydrateFallbackElement',
] as const;
type HomeProperties = Partial<Pick<RouteObject, (typeof homeProperties)[number]>>;

/** A route's own properties with its `lazy` ones resolved (either form of react-router's `lazy`). */
async function resolvedProperties(route: RouteObject): Promise<HomeProperties> {
  const { lazy } = route;
  let loaded: Record<string, unknown> = {};
  if (typeof lazy === 'function') loaded = await lazy();
  else if (lazy) {
    const entries = Object.entries(lazy).map(async ([key, load]) => [key, await load()]);
    loaded = Object.fromEntries(await Promise.all(entries));
  }
  const all: Record<string, unknown> = { ...route, ...loaded };
  return Object.fromEntries(homeProperties.filter((key) => key in all).map((key) => [key, all[key]]));
}

/**
 * The home page's place while the public remote is not loaded (a first page in the member or admin
 * area). "/" fully matches the bare language root, so the router would never ask for routes and
 * would show an empty page: this index route loads the public remote when the home page is opened,
 * and takes the properties of its home route. Patching the public routes later adds the real one
 * beside it, which matches the same and renders the same.
 */
const homeStandIn = (): RouteObject => ({
  index: true,
  lazy: async () => {
    const home = (await areaRoutes('public')).find((route) => route.index);
    return home ? resolvedProperties(home) : { element: <AreaUnavailable /> };
  },
});

/**
 * The areas the first page needs, loaded before the router starts: the area of the first path
 * only. A first page in the public area loads the public remote (a path like "/" would otherwise
 * match the bare language root without ever asking for routes); a first page in the member or admin
 * area does not (ADR 0026): the public remote loads when a public page is needed — the sign-in
 * page after a redirect, the 404 page of an unknown address (`patchRoutesOnNavigation`), the home
 * page (`homeStandIn`).
 */
export async function preloadAreas(pathname: string): Promise<Partial<Record<Area, RouteObject[]>>> {
  const area = areaOfPath(pathname);
  const routes = await areaRoutes(area);
  patched.add(area);
  return area === 'public' ? { public: routes } : { [area]: routes, public: [homeStandIn()] };
}

/** Whether a path of a guarded area is one of its pages (else the public remote's 404 shows it). */
function isAreaPage(area: Exclude<Area, 'public'>, routes: RouteObject[], path: string): boolean {
  const inArea = stripLang(path).slice(mountOfArea[area].length + 1) || '/';
  // The area's own root is the host's redirect to its dashboard.
  if (inArea === '/') return true;
  return matchRoutes(routes, inArea) !== null;
}

async function patchArea(
  area: Area,
  patch: (routeId: string, children: RouteObject[]) => void,
  signal: AbortSignal,
): Promise<RouteObject[]> {
  const routes = await areaRoutes(area);
  // An aborted navigation ignores patches; the next one will patch again.
  if (signal.aborted || patched.has(area)) return routes;
  patched.add(area);
  for (const lang of languages) patch(pagesRouteId(lang, area), routes);
  return routes;
}

/**
 * Loads the remote a navigation needs the first time its area is visited, and adds its routes to
 * the router, in both languages. The public remote also comes for an address a guarded area does
 * not know: its `*` route is the 404 page. Route objects of remotes must not carry `id`s, since they
 * are mounted twice.
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch, signal }) => {
  const area = areaOfPath(path);
  const routes = await patchArea(area, patch, signal);
  if (area !== 'public' && !patched.has('public') && !isAreaPage(area, routes, path)) {
    await patchArea('public', patch, signal);
  }
};
