import {
  applyAccent,
  areaOfPath,
  type CurrentUser,
  canOpen,
  decideAccess,
  isApiError,
  isDashboardPath,
  type LoaderFunctionArgs,
  loadDataLayer,
  preloadDrawer,
  redirect,
  type ShouldRevalidateFunction,
  store,
  tokenAtom,
} from '@coach/kit';

export async function currentUserOrNull(): Promise<CurrentUser | null> {
  const token = store.get(tokenAtom);
  if (!token) return null;
  const { currentUserQuery, queryClient } = await loadDataLayer();
  try {
    return await queryClient.ensureQueryData(currentUserQuery(token));
  } catch (error) {
    // An expired token: the client already dropped it; the visitor is signed out.
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

/**
 * A dashboard's data is asked for alongside userinfo rather than after the page has drawn: on a
 * first visit both go out at once; after a sign-in the request is already on its way (or
 * answered) and this joins it. Not without a token (the guard sends the visitor away), nor for a
 * user already known to be refused the area. The data layer (TanStack Query, `@coach/kit/query`)
 * is loaded here rather than with the app: a guest's pages never ask for it.
 */
async function startDashboardData(pathname: string): Promise<void> {
  const area = areaOfPath(pathname);
  const token = store.get(tokenAtom);
  if (area === 'public' || !token || !isDashboardPath(pathname)) return;
  const { currentUserQuery, prefetchDashboard, queryClient } = await loadDataLayer();
  const known = queryClient.getQueryData(currentUserQuery(token).queryKey);
  if (known && !canOpen(known, area)) return;
  // The area's frame has the phone drawer, which the navigation to the dashboard would wait for.
  preloadDrawer();
  void prefetchDashboard(area);
}

/**
 * Runs before any page of /user or /admin is drawn (docs/product-rules.md §18, docs/runtime-contract.md):
 * signed out → login page (remembering the page); without the area's permission → login page.
 * The server checks the same permission on every call; this only avoids drawing what it refuses.
 */
export async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  // A data layer that cannot be downloaded fails the userinfo below too, which shows the error.
  startDashboardData(url.pathname).catch(() => undefined);
  const user = await currentUserOrNull();
  const decision = decideAccess(user, url.pathname, url.search);
  if (!decision.allow) throw redirect(decision.redirectTo);
  if (user) applyAccent(user.themePack);
  return null;
}

/** The page check sits on the area's pages route, which stays matched: it runs for every new page. */
export const checkEachPage: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;
