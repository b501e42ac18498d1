import type { CurrentUser } from '@coach/server/app-type';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { api } from '../api/client.ts';
import { unwrap } from '../api/unwrap.ts';
import { tokenAtom } from './token.ts';

/** `GET /api/auth/userinfo` (docs/runtime-contract.md), as the server's schema defines it. */
export type { CurrentUser };

export const authKeys = {
  all: ['auth'] as const,
  currentUser: ['auth', 'current-user'] as const,
};

export async function fetchCurrentUser(): Promise<CurrentUser> {
  return unwrap(api.api.auth.userinfo.$get());
}

/**
 * The token is part of the key: whoever the token stands for is who the answer is about, so a
 * sign-in in another tab (a new token) can never be answered from the previous user's cache.
 */
export const currentUserQuery = (token: string | null) =>
  queryOptions({ queryKey: [...authKeys.currentUser, token], queryFn: fetchCurrentUser, staleTime: 60_000 });

/**
 * The signed-in user, or null when signed out. Without a token nothing is asked: a visitor of
 * the public pages costs the server no call.
 */
export function useCurrentUser(): { user: CurrentUser | null; isPending: boolean } {
  const token = useAtomValue(tokenAtom);
  const query = useQuery({ ...currentUserQuery(token), enabled: token !== null });
  if (token === null) return { user: null, isPending: false };
  return { user: query.data ?? null, isPending: query.isPending };
}
