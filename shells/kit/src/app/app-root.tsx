import { I18nProvider } from '@lingui/react';
import { Provider as JotaiProvider } from 'jotai';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { i18n } from '../i18n/i18n.ts';
import { NavigationFocusScope } from '../layout/use-focus-on-navigation.ts';
import { store } from '../state/store.ts';

/**
 * The providers every page gets, around a router. All of them hold the kit's singletons, so a
 * remote's page reads the same store and i18n instance as the shell. There is no QueryClient
 * provider: the kit's query hooks are bound to its one client (`@coach/kit/query`), so that pages
 * asking for no data do not download TanStack Query. The host, a remote
 * running on its own and the component tests all render through this one component, so they
 * cannot drift apart.
 */
export function AppRoot({ router }: { router: DataRouter }) {
  return (
    <JotaiProvider store={store}>
      <I18nProvider i18n={i18n}>
        <NavigationFocusScope>
          <RouterProvider router={router} />
        </NavigationFocusScope>
      </I18nProvider>
    </JotaiProvider>
  );
}
