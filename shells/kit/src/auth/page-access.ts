import { findPage, type GuardedPageArea, pageId } from '@coach/core/pages';

// Which member and administration pages the signed-in user may open, as the server says
// (`auth/userinfo`'s `pages`, ADR 0039). In `@coach/kit/area`, not the kit's main entry: only the
// areas need it, and the page catalogue it reads is not part of a first visit of the home page.

/** What the page checks need of the signed-in user: the pages the server says they may open. */
export type PageUser = { pages: readonly string[] };

/** Whether the server lets `user` open the page declared at `path` of `area` (`users`, `profile/:accountId`). */
export function mayOpenPage(user: PageUser | null, area: GuardedPageArea, path: string): boolean {
  return user?.pages.includes(pageId(area, path)) ?? false;
}

/**
 * Whether `user` may open the page at `pathname`, as far as the front end can tell: a member or
 * administration page they are not given (`auth/userinfo`'s `pages`) is refused; public pages, and
 * addresses no page has (the 404 page answers them), are not this check's business.
 */
export function mayOpenPath(user: PageUser, pathname: string): boolean {
  const found = findPage(pathname);
  if (!found || found.area === 'public') return true;
  return mayOpenPage(user, found.area, found.page.path);
}
