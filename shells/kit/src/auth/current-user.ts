import { useAtomValue } from 'jotai';
import { useCallback, useSyncExternalStore } from 'react';
import { loadDataLayer, loadedDataLayer } from '../query/load-data-layer.ts';
import { awaitedState, type CurrentUserState, signedOutState } from './current-user-state.ts';
import { tokenAtom } from './token.ts';

/**
 * The signed-in user, or null when signed out. Without a token nothing is asked, nor is the data
 * layer (TanStack Query) downloaded: a visitor of the public pages costs the server no call and the
 * page no library. With one, the answer is the cached `currentUserQuery(token)` of
 * `@coach/kit/query`, the same entry the guards and the sign-in fill.
 */
export function useCurrentUser(): CurrentUserState {
  const token = useAtomValue(tokenAtom);
  const subscribe = useCallback(
    (changed: () => void) => {
      if (token === null) return () => {};
      let stop: (() => void) | null = null;
      let live = true;
      loadDataLayer().then(
        (data) => {
          if (!live) return;
          stop = data.watchCurrentUser(token, changed);
          changed();
        },
        // Offline before the data layer came: the user stays "on its way", as a call would.
        () => undefined,
      );
      return () => {
        live = false;
        stop?.();
      };
    },
    [token],
  );
  const read = () =>
    token === null ? signedOutState : (loadedDataLayer()?.currentUserState(token) ?? awaitedState);
  return useSyncExternalStore(subscribe, read, read);
}
