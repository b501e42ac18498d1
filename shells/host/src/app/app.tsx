import { AppRoot, isSigningOut, mergeCatalogues, store, tokenAtom } from '@coach/kit';
import { createBrowserRouter, type DataRouter } from 'react-router';
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

/** Every page of the shell, inside the kit's shared providers. */
export function App({ router }: { router: DataRouter }) {
  return <AppRoot router={router} />;
}
