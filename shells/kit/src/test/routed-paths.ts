import type { RouteObject } from '../router/router.ts';

/**
 * Every path a remote's routes answer, nested paths joined (`account` + `proofs`), an index route
 * as its parent's path ('' at the root). The not-found route (`*`) is no page. Each remote's
 * routes test compares this with the page catalogue, so the server's 404s and the routes agree.
 */
export function routedPaths(list: readonly RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.index ? parent : [parent, route.path ?? ''].filter(Boolean).join('/');
    const children = route.children ? routedPaths(route.children, own) : [];
    return route.path === '*'
      ? children
      : [...(route.index || route.path !== undefined ? [own] : []), ...children];
  });
}
