import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error.ts';

/**
 * The one QueryClient of the page (kit is a federated singleton, so remotes share its cache).
 * Answers the server gave on purpose (4xx) are not retried: asking again changes nothing.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => {
        if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
        return failureCount < 2;
      },
    },
    mutations: { retry: false },
  },
});
