import type { LoginInput, LoginResult } from '@coach/core/contracts';
import { api, setSessionLostHandler } from '../api/client.ts';
import { unwrap } from '../api/unwrap.ts';
import { prefetchDashboard } from '../query/dashboard-queries.ts';
import { useMutation } from '../query/hooks.ts';
import { queryClient } from '../query/query-client.ts';
import { store } from '../state/store.ts';
import { applyAccent } from '../theme/accent.ts';
import { applyThemeMode } from '../theme/theme-mode.ts';
import { dismissAllToasts } from '../ui/toasts/toast-store.ts';
import { prefetchArea } from './area-prefetch.ts';
import { currentUserQuery } from './current-user-query.ts';
import { authKeys, type CurrentUser } from './current-user-state.ts';
import { landingOf, rememberArea } from './likely-landing.ts';
import { noteSessionEnded, takeSessionEnded } from './session-ended.ts';
import { setSigningOut } from './signing-out.ts';
import { tokenAtom } from './token.ts';

/** Forgets everything that belonged to the session: token, cached answers, colour set, toasts. */
export function endLocalSession(): void {
  store.set(tokenAtom, null);
  dismissAllToasts();
  queryClient.removeQueries({ queryKey: authKeys.all });
  queryClient.clear();
  applyAccent(null);
}

/** What `auth/login` takes: the e-mail, the password, and a provider's `linkWithPassword` ticket to link. */
export type SignInInput = LoginInput;

/** Signs in; `returnTo` is the page the sign-in will return to, if any (see startSession). */
export async function signIn(input: SignInInput, returnTo?: string | null): Promise<CurrentUser> {
  return startSession(await unwrap(api.api.auth.login.$post({ json: input })), returnTo);
}

/** A session the server opened: its token and who signed in (`auth/login`, a provider's ticket). */
export type OpenedSession = Pick<LoginResult, 'token' | 'user'>;

/**
 * Takes up a session opened by the server: after `auth/login`, or after a provider sign-in's ticket
 * was redeemed (ADR 0023). Answers the user at once: the server sent it with the token, so the
 * page goes on to where the user may go without asking userinfo first, and the landing page's
 * dashboard data and code are started here, beside that navigation (ADR 0026).
 */
export function startSession({ token, user }: OpenedSession, returnTo?: string | null): CurrentUser {
  // A previous user's cached answers must not leak into the new session.
  queryClient.clear();
  // Cached before the token is set: whatever reads the user when the token changes finds it, and
  // nothing asks userinfo for what the sign-in already answered.
  queryClient.setQueryData(currentUserQuery(token).queryKey, user);
  store.set(tokenAtom, token);
  // Signed in again: the note that the last session ended has nothing left to say.
  takeSessionEnded();
  const landing = landingOf(user, returnTo);
  if (landing.area !== null) {
    if (landing.dashboard) void prefetchDashboard(landing.area);
    prefetchArea(landing.area);
  }
  rememberArea(user);
  // The account's saved colour set, and its light or dark choice, win over what this browser showed
  // before. "system" is no choice: the browser keeps its own (a visitor's toggle, or the device's).
  applyAccent(user.themePack);
  if (user.themeMode !== 'system') applyThemeMode(user.themeMode);
  return user;
}

/**
 * Signs out: revokes the token on the server, forgets the local session, then runs `leave`
 * (navigation to the login page).
 */
export async function signOut(leave?: () => unknown): Promise<void> {
  setSigningOut(true);
  try {
    await unwrap(api.api.auth.logout.$post());
  } catch {
    // The token may already be gone on the server (expired); signing out locally is what matters.
  }
  try {
    endLocalSession();
    await leave?.();
  } finally {
    setSigningOut(false);
  }
}

/**
 * Signs in; resolves with the user so the caller can choose where to go. `returnTo` is where the
 * caller will go back to, if anywhere (the login page's `?returnTo=`).
 */
export function useSignIn(returnTo?: string | null) {
  return useMutation({ mutationFn: (input: SignInInput) => signIn(input, returnTo) });
}

/** Signs out on the server and here; `leave` navigates to the login page. */
export function useSignOut() {
  return useMutation({ mutationFn: (leave?: () => unknown) => signOut(leave) });
}

// Any 401 means the token expired or was revoked: forget it. The current user's cache entry is
// keyed by the token, so it simply stops being asked for; removing it here would cancel the very
// request that reported the 401. The guards notice the missing token and go to the login page.
setSessionLostHandler(() => {
  noteSessionEnded();
  store.set(tokenAtom, null);
});
