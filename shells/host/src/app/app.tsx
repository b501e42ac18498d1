import { i18n, isSigningOut, mergeCatalogues, queryClient, store, tokenAtom } from '@coach/kit';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { createBrowserRouter, type DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { patchRoutesOnNavigation, preloadAreas } from '../features/remotes/patch-routes.tsx';
import { messages as en } from '../locales/en/messages.ts';
import { messages as tr } from '../locales/tr/messages.ts';
import { appRoutes } from './routes.tsx';

mergeCatalogues({ tr, en });

/** The one router, created once the first page's remotes are known. */
export async function createAppRouter(): Promise<DataRouter> {
  const preloaded = await preloadAreas(window.location.pathname);
  const router = createBrowserRouter(appRoutes(preloaded), { patchRoutesOnNavigation });
  // A session that ends while a page is open (a 401 dropped the token, or another tab signed
  // out) re-runs the guards, which send the visitor to the login page. A deliberate sign-out
  // navigates by itself.
  store.sub(tokenAtom, () => {
    if (store.get(tokenAtom) === null && !isSigningOut()) void router.revalidate();
  });
  return router;
}

/**
 * The providers every page needs. All of them hold the kit's singletons, so a remote's page
 * reads the same cache, store and i18n instance as the shell.
 */
export function App({ router }: { router: DataRouter }) {
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
