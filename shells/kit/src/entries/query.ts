// `@coach/kit/query`: the data layer. The API client (Hono's, typed by the server's routes), the
// page's one QueryClient, TanStack Query's hooks bound to it, the calls the kit declares (current
// user, dashboards, places) and the session (sign-in, sign-out, theme saving), which fill and clear
// that cache. A shared entry of its own, apart from `@coach/kit`, so that a page that asks for no
// data (home, info pages) downloads neither TanStack Query nor the client (ADR 0026). The apps reach
// TanStack Query only through here (lint): tree-shaken, one copy and one cache on a page. The kit's
// main entry loads it when it needs it (query/load-data-layer.ts).

export {
  type DefaultError,
  keepPreviousData,
  type QueryClient,
  type QueryKey,
  queryOptions,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
export { api, apiFetch, apiHeaders } from '../api/client.ts';
export { type Envelope, readEnvelope } from '../api/envelope.ts';
export { type SuccessData, unwrap } from '../api/unwrap.ts';
export {
  currentUserQuery,
  currentUserState,
  fetchCurrentUser,
  watchCurrentUser,
} from '../auth/current-user-query.ts';
export { type LikelyLanding, likelyLanding } from '../auth/likely-landing.ts';
export { prefetchAreaOnIntent } from '../auth/prefetch-area-on-intent.ts';
export {
  endLocalSession,
  type SignInInput,
  signIn,
  signOut,
  startSession,
  useSignIn,
  useSignOut,
} from '../auth/session.ts';
export {
  adminDashboardQuery,
  dashboardKeys,
  memberDashboardQuery,
  prefetchDashboard,
} from '../query/dashboard-queries.ts';
export { useMutation, useQuery, useQueryClient } from '../query/hooks.ts';
export {
  type PublicSettingsSnapshot,
  publicSettingsQuery,
  publicSettingsSnapshot,
  watchPublicSettings,
} from '../query/public-settings.ts';
export { queryClient } from '../query/query-client.ts';
export { saveTheme, type ThemeChoice } from '../theme/save-theme.ts';
export { useCities, useCountries, useStates } from '../ui/location-queries.ts';
