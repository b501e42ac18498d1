import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error.ts';
import { dataBusyAtom } from '../state/data-busy.ts';
import { store } from '../state/store.ts';

/**
 * The one QueryClient of the page (the kit is a federated singleton, so remotes share its cache).
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

// The loading bar's "busy" (state/data-busy.ts). The caches report while a component renders (a
// query is added as its hook mounts): the atom is set a microtask later, once per burst.
let reportPending = false;
function reportBusy(): void {
  if (reportPending) return;
  reportPending = true;
  queueMicrotask(() => {
    reportPending = false;
    store.set(dataBusyAtom, queryClient.isFetching() + queryClient.isMutating() > 0);
  });
}
queryClient.getQueryCache().subscribe(reportBusy);
queryClient.getMutationCache().subscribe(reportBusy);
