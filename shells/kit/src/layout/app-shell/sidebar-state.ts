import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

// Client state of the app shell (docs/product-rules.md §18): kept per browser, not on the server.

/**
 * Desktop (≥ 1200 px): full width (256 px, icons and labels) or mini (56 px, icons only). The
 * top bar's one sidebar button switches it; the sidebar is never gone, so its links stay reachable.
 */
export const sidebarMiniAtom = atomWithStorage('coach.sidebar.mini', false, undefined, { getOnInit: true });

/** Below 1200 px the navigation, language, light/dark and the account live in a modal drawer. */
export const drawerOpenAtom = atom(false);
