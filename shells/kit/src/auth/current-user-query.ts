import { QueryObserver, queryOptions } from '@tanstack/react-query';
import { api } from '../api/client.ts';
import { unwrap } from '../api/unwrap.ts';
import { queryClient } from '../query/query-client.ts';
import {
  authKeys,
  awaitedState,
  type CurrentUser,
  type CurrentUserState,
  signedOutState,
} from './current-user-state.ts';

/** `GET /api/auth/userinfo` (docs/runtime-contract.md). */
export async function fetchCurrentUser(): Promise<CurrentUser> {
  return unwrap(api.api.auth.userinfo.$get());
}

/**
 * The token is part of the key: whoever the token stands for is who the answer is about, so a
 * sign-in in another tab (a new token) can never be answered from the previous user's cache.
 */
export const currentUserQuery = (token: string | null) =>
  queryOptions({ queryKey: [...authKeys.currentUser, token], queryFn: fetchCurrentUser, staleTime: 60_000 });

// One answer object per state of the query: useCurrentUser's store must read the same object
// until something changed.
const states = new WeakMap<object, CurrentUserState>();

/** useCurrentUser's reading of the cache for `token`, as `useQuery` would give it. */
export function currentUserState(token: string): CurrentUserState {
  const query = queryClient.getQueryState(currentUserQuery(token).queryKey);
  if (!query) return awaitedState;
  let state = states.get(query);
  if (state === undefined) {
    const user = query.data;
    if (query.status === 'pending') state = awaitedState;
    else state = user === undefined ? signedOutState : { user, isPending: false };
    states.set(query, state);
  }
  return state;
}

/** Keeps `token`'s user asked for (as a mounted `useQuery` would) and calls `changed` on news. */
export function watchCurrentUser(token: string, changed: () => void): () => void {
  return new QueryObserver(queryClient, currentUserQuery(token)).subscribe(() => changed());
}
