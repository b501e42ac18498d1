import {
  applyAccent,
  type CurrentUser,
  currentUserQuery,
  decideAccess,
  isApiError,
  queryClient,
  store,
  tokenAtom,
} from '@coach/kit';
import { type LoaderFunctionArgs, redirect } from 'react-router';

async function currentUserOrNull(): Promise<CurrentUser | null> {
  const token = store.get(tokenAtom);
  if (!token) return null;
  try {
    return await queryClient.ensureQueryData(currentUserQuery(token));
  } catch (error) {
    // An expired token: the client already dropped it; the visitor is signed out.
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

/**
 * Runs before any page of /user or /admin is drawn (seed §6, docs/runtime-contract.md):
 * signed out → login page (remembering the page); without the area's permission → login page.
 * The server checks the same permission on every call; this only avoids drawing what it refuses.
 */
export async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const user = await currentUserOrNull();
  const decision = decideAccess(user, url.pathname, url.search);
  if (!decision.allow) throw redirect(decision.redirectTo);
  if (user) applyAccent(user.themePack);
  return null;
}
