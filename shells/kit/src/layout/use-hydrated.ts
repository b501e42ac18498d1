import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while React renders on the server (pre-rendering) and while it hydrates that HTML, true
 * afterwards — and at once in a page rendered in the browser from scratch. What the server cannot
 * know (this browser's saved choices, who is signed in) waits for it, so that the first render in
 * the browser matches the pre-rendered HTML (docs: hydration contract).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
