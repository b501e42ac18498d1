import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { i18n } from '../i18n/i18n.ts';
import { NavigationFocusScope } from '../layout/use-focus-on-navigation.ts';
import { queryClient } from '../query/query-client.ts';
import { store } from '../state/store.ts';

/**
 * The providers every page gets, around a router. All of them hold the kit's singletons, so a
 * remote's page reads the same cache, store and i18n instance as the shell. The host, a remote
 * running on its own and the component tests all render through this one component, so they
 * cannot drift apart.
 */
export function AppRoot({ router }: { router: DataRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <I18nProvider i18n={i18n}>
          <NavigationFocusScope>
            <RouterProvider router={router} />
          </NavigationFocusScope>
        </I18nProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
