import { type LoaderFunctionArgs, RouterContextProvider } from '@coach/kit';

/**
 * What react-router passes a route's loader for `url`, for the host's own calls of a loader
 * outside a navigation (the first page before hydration, an area's dashboard prefetched on
 * sign-in). `pattern` is the matched routes' paths joined, as the router gives it.
 */
export function loaderArgsAt(
  url: URL,
  {
    params = {},
    pattern = url.pathname,
    context = new RouterContextProvider(),
  }: { params?: LoaderFunctionArgs['params']; pattern?: string; context?: RouterContextProvider } = {},
): LoaderFunctionArgs {
  return { request: new Request(url), url, pattern, params, context };
}
