import { type HydrationState, matchRoutes, type RouteObject, RouterContextProvider } from '@coach/kit';
import { loaderArgsAt } from './loader-args.ts';
import { yieldToBrowser } from './yield-to-browser.ts';

/**
 * Whether the server sent this page pre-rendered for this very address (ADR 0024): `<html
 * data-prerendered>` names the address the build rendered. React then hydrates #root instead of
 * drawing it anew. Not for another address (the 404 page stands for every unknown path, and its
 * links would point to the probe's address) and not with a query string, which pages may read
 * (`/login?identity=…`): then the client draws the page, replacing the same-looking HTML.
 */
export function isPrerenderedFor(
  document: Document,
  location: Pick<Location, 'pathname' | 'search'>,
): boolean {
  const rendered = document.documentElement.dataset.prerendered;
  const root = document.getElementById('root');
  if (rendered === undefined || root?.firstElementChild == null || location.search !== '') return false;
  const normalise = (path: string) => path.replace(/\/+$/, '') || '/';
  return normalise(rendered) === normalise(location.pathname);
}

type LazyResult = Omit<RouteObject, 'lazy' | 'children' | 'index' | 'path' | 'id'>;

/** Loads a route's `lazy` part now and makes it part of the route, as the router would. */
async function resolveLazy(route: RouteObject): Promise<void> {
  const { lazy } = route;
  if (typeof lazy === 'function') {
    const loaded = (await lazy()) as LazyResult;
    Object.assign(route, { ...loaded, lazy: undefined });
  } else if (lazy) {
    const parts = Object.entries(lazy) as [keyof LazyResult, (() => Promise<unknown>) | undefined][];
    const values = await Promise.all(parts.map(async ([key, load]) => [key, await load?.()] as const));
    Object.assign(route, Object.fromEntries(values), { lazy: undefined });
  }
}

/**
 * Prepares the routes of the first page for hydration (react-router's pattern for
 * pre-rendered HTML): the matched routes' `lazy` parts are loaded, and their loaders run, so that
 * the router starts initialised with their data and the first render is the page itself, exactly
 * as the HTML shows it, rather than a fallback while they load. Mutates the route objects (the
 * router copies them when it is created). The ids are the ones the router gives: the route's own,
 * else its position in the tree.
 */
export async function prepareFirstPage(
  routes: RouteObject[],
  location: Pick<Location, 'pathname' | 'search' | 'hash' | 'href'>,
): Promise<HydrationState> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(matches.map(({ route }) => resolveLazy(route)));
  // Evaluating the page's code was one task; its loaders and the hydration are the next ones.
  await yieldToBrowser();
  const loaderData: Record<string, unknown> = {};
  let siblings = routes;
  const treePath: number[] = [];
  const context = new RouterContextProvider();
  const url = new URL(location.href);
  // As react-router joins it: the matched routes' paths.
  const pattern = `/${matches.flatMap(({ route }) => (route.path ? [route.path] : [])).join('/')}`.replace(
    /\/+/g,
    '/',
  );
  for (const { route, params } of matches) {
    treePath.push(siblings.indexOf(route));
    siblings = route.children ?? [];
    const id = route.id ?? treePath.join('-');
    if (typeof route.loader === 'function') {
      loaderData[id] = await route.loader(loaderArgsAt(url, { params, pattern, context }));
    }
  }
  return { loaderData };
}
