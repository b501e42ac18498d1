import type { CurrentUser } from '@coach/server/app-type';
import { useAtomValue } from 'jotai';
import { useCallback, useSyncExternalStore } from 'react';
import { loadDataLayer, loadedDataLayer } from '../query/load-data-layer.ts';
import { tokenAtom } from './token.ts';

/** `GET /api/auth/userinfo` (docs/runtime-contract.md), as the server's schema defines it. */
export type { CurrentUser };

export const authKeys = {
  all: ['auth'] as const,
  currentUser: ['auth', 'current-user'] as const,
};

/** What useCurrentUser answers: the user once known, and whether the answer is still awaited. */
export type CurrentUserState = { user: CurrentUser | null; isPending: boolean };

export const signedOutState: CurrentUserState = { user: null, isPending: false };
export const awaitedState: CurrentUserState = { user: null, isPending: true };

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
