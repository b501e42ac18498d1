import type { CurrentUser } from '@coach/server/app-type';

// What the hook (current-user.ts, in the kit's main entry) and the data layer (current-user-query.ts,
// session.ts, theme/save-theme.ts, in `@coach/kit/query`) both read, in a module of its own: the
// hook loads the data layer, which must not import the hook back.

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
