import type { GuardedPageArea } from '@coach/core/pages';
import type { RouteObject } from 'react-router';
import { mayOpenPage, type PageUser } from '../auth/page-access.ts';
import type { NavItem } from './types.ts';

/**
 * The menu entries whose page exists among `routes`: an app lists its whole menu once, and an
 * entry appears when its page is added, so the menu never leads to a 404.
 */
export function navForRoutes(items: NavItem[], routes: RouteObject[]): NavItem[] {
  const paths = new Set(routes.map((route) => route.path));
  return items.filter((item) => paths.has(item.to));
}

/**
 * The entries of `area`'s menu that lead to pages the server lets `user` open (`auth/userinfo`'s
 * `pages`): a menu never offers a page that would answer "not available to your account".
 */
export function navForUser(items: NavItem[], user: PageUser | null, area: GuardedPageArea): NavItem[] {
  return items.filter((item) => mayOpenPage(user, area, item.to));
}
