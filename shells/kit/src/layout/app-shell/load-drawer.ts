// The phone drawer is built on react-aria's modal and dialog (about 30 KiB gzip), which pages
// without one must not download: the kit's main entry is loaded whole on every page, the home page
// included (ADR 0026). Its code comes only where it can be shown: below the drawer's breakpoint,
// or once someone asks for it open; on a wider screen the sidebar does its work (issue 30).

import { useSyncExternalStore } from 'react';

export const loadDrawer = () => import('./drawer.tsx');

/**
 * Where the drawer takes the sidebar's place: below `layout.drawerBreakpoint` (app-shell.css.ts).
 * Written out rather than computed: importing the palettes here split the kit's main chunk in two
 * (+0.3 KiB on the home page). load-drawer.test.ts holds it to the breakpoint.
 */
export const drawerMediaQuery = '(max-width: 1199px)';

/**
 * Fetches the drawer's code ahead of an area's first page, on a screen where the drawer is shown.
 * A navigation is a transition, and React keeps the previous page on screen until every lazy part
 * of the next one is there, the drawer included: after signing in, the dashboard waited a round
 * trip for it. A wider screen does not draw it, so nothing waits for it there.
 */
export function preloadDrawer(): void {
  if (!window.matchMedia(drawerMediaQuery).matches) return;
  loadDrawer().catch(() => undefined);
}

function watchDrawerMedia(changed: () => void): () => void {
  const list = window.matchMedia(drawerMediaQuery);
  list.addEventListener('change', changed);
  return () => list.removeEventListener('change', changed);
}

/** Whether the screen is narrow enough for the drawer (false while hydrating: no screen then). */
export function useDrawerScreen(): boolean {
  return useSyncExternalStore(
    watchDrawerMedia,
    () => window.matchMedia(drawerMediaQuery).matches,
    () => false,
  );
}
