// The phone drawer is built on react-aria's modal, which pages without one must not download: the
// kit's main entry is loaded whole on every page, the home page included (ADR 0026). Its code comes
// with the member and admin areas, before anyone can open it.

export const loadDrawer = () => import('./drawer.tsx');

/**
 * Fetches the drawer's code ahead of an area's first page. A navigation is a transition, and React
 * keeps the previous page on screen until every lazy part of the next one is there, the drawer
 * included: after signing in, the dashboard waited a round trip for it.
 */
export function preloadDrawer(): void {
  loadDrawer().catch(() => undefined);
}
