// The parts of react-router the apps use, reached only through the kit (ADR 0026). react-router is
// not a shared module (a shared module is built whole, about 63 KiB gzip): it lives inside the
// kit, tree-shaken to these exports and the kit's own use, and the kit has one copy on a page, so
// every remote's `Link` and `useNavigate` talk to the host's router. Lint keeps the apps from
// importing react-router directly; add an export here when a page needs another part.

export type {
  DataRouter,
  HydrationState,
  LoaderFunctionArgs,
  PatchRoutesOnNavigationFunction,
  RouteObject,
  ShouldRevalidateFunction,
} from 'react-router';
export {
  createBrowserRouter,
  data,
  isRouteErrorResponse,
  Link,
  matchRoutes,
  Navigate,
  Outlet,
  RouterContextProvider,
  redirect,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigate,
  useParams,
  useRouteError,
} from 'react-router';
export { useSearchParams } from './use-search-params.ts';
