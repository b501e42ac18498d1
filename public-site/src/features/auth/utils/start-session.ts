import {
  applyAccent,
  applyThemeMode,
  type CurrentUser,
  currentUserQuery,
  queryClient,
  store,
  tokenAtom,
} from '@coach/kit';

/**
 * Takes up the session a provider sign-in opened (`signedIn` ticket), the very steps the kit's
 * password `signIn` takes after `auth/login`: a clean cache, the token where every call finds it,
 * the user, and the account's colours and light or dark choice.
 */
export async function startSession(token: string): Promise<CurrentUser> {
  // A previous user's cached answers must not leak into the new session.
  queryClient.clear();
  store.set(tokenAtom, token);
  const user = await queryClient.fetchQuery(currentUserQuery(token));
  applyAccent(user.themePack);
  if (user.themeMode !== 'system') applyThemeMode(user.themeMode);
  return user;
}
