import { atom } from 'jotai';

/**
 * True while any query or mutation is under way. `@coach/kit/query` keeps it up to date once a page
 * has loaded it; the loading bar reads it here, so that it does not bring TanStack Query to pages
 * that ask for no data.
 */
export const dataBusyAtom = atom(false);
