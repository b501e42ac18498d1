import { i18n, mergeCatalogues, queryClient, store } from '@coach/kit';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { patchRoutesOnNavigation } from '../features/remotes/patch-routes.tsx';
import { messages as en } from '../locales/en/messages.ts';
import { messages as tr } from '../locales/tr/messages.ts';
import { appRoutes } from './routes.tsx';

mergeCatalogues({ tr, en });

const router = createBrowserRouter(appRoutes(), { patchRoutesOnNavigation });

/**
 * The providers every page needs. All of them hold the kit's singletons, so a remote's page
 * reads the same cache, store and i18n instance as the shell.
 */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
