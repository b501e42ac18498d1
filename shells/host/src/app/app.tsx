import {
  AppRoot,
  createBrowserRouter,
  type DataRouter,
  isSigningOut,
  mergeCatalogues,
  store,
  tokenAtom,
} from '@coach/kit';
import { useEffect } from 'react';
import '../features/remotes/area-prefetch.ts';
import { patchRoutesOnNavigation, preloadAreas } from '../features/remotes/patch-routes.tsx';
import { messages as en } from '../locales/en/messages.ts';
import { messages as tr } from '../locales/tr/messages.ts';
import { handOverToApp } from './hand-over.ts';
import { appRoutes } from './routes.tsx';
import { yieldToBrowser } from './yield-to-browser.ts';

export { firstPageLoaded, isPrerenderedFor } from './first-page.ts';

mergeCatalogues({ tr, en });

/**
 * The one router, created once the first page's remotes are known (their catalogues are merged
 * by then). It loads the first page itself (its lazy parts, its loaders): `firstPageLoaded`.
 */
export async function createAppRouter(): Promise<DataRouter> {
  const preloaded = await preloadAreas(window.location.pathname);
  await yieldToBrowser();
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
  // The first commit: React owns the page now, and takes what the visitor did before (hand-over.ts).
  useEffect(() => handOverToApp(), []);
  return <AppRoot router={router} />;
}
