import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

// Client state of the app shell (seed §3 "theme settings"): kept per browser, not on the server.

/** Desktop (≥ 1200 px): the sidebar is shown or hidden. */
export const sidebarOpenAtom = atomWithStorage('coach.sidebar.open', true, undefined, { getOnInit: true });

/** Desktop: full width (256 px, icons and labels) or mini (56 px, icons only). */
export const sidebarMiniAtom = atomWithStorage('coach.sidebar.mini', false, undefined, { getOnInit: true });

/** Below 1200 px the navigation lives in a modal drawer. */
export const drawerOpenAtom = atom(false);
