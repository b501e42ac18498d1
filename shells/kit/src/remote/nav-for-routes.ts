import type { RouteObject } from 'react-router';
import type { NavItem } from './types.ts';

/**
 * The menu entries whose page exists among `routes`: an app lists its whole menu once, and an
 * entry appears when its page is added, so the menu never leads to a 404.
 */
export function navForRoutes(items: NavItem[], routes: RouteObject[]): NavItem[] {
  const paths = new Set(routes.map((route) => route.path));
  return items.filter((item) => paths.has(item.to));
}

/** The entries `user` may see: those without a permission, and those whose permission they hold. */
export function navForUser(items: NavItem[], user: { permissions: readonly string[] } | null): NavItem[] {
  return items.filter((item) => !item.permission || (user?.permissions.includes(item.permission) ?? false));
}
