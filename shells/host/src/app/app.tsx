import {
  AppRoot,
  createBrowserRouter,
  type DataRouter,
  type HydrationState,
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
import { prepareFirstPage } from './first-page.ts';
import { handOverToApp } from './hand-over.ts';
import { appRoutes } from './routes.tsx';
import { yieldToBrowser } from './yield-to-browser.ts';

export { isPrerenderedFor } from './first-page.ts';

mergeCatalogues({ tr, en });

/**
 * The one router, created once the first page's remotes are known (their catalogues are merged
 * by then). With `hydrate`, the first page's lazy parts and loaders are done before the router
 * starts (the language loader activates the language), so it starts initialised and its first
 * render is the page the pre-rendered HTML shows; if that fails, it starts as usual.
 */
export async function createAppRouter({ hydrate }: { hydrate: boolean }): Promise<DataRouter> {
  const preloaded = await preloadAreas(window.location.pathname);
  await yieldToBrowser();
  const routes = appRoutes(preloaded);
  let hydrationData: HydrationState | undefined;
  try {
    if (hydrate) {
      hydrationData = await prepareFirstPage(routes, window.location);
      await yieldToBrowser();
    }
  } catch (error) {
    // A page part that failed to load: the router loads it again and shows its error element.
    console.error('[host] the pre-rendered page cannot be hydrated', error);
  }
  const router = createBrowserRouter(routes, {
    patchRoutesOnNavigation,
    ...(hydrationData ? { hydrationData } : {}),
  });
  // A session that ends while a page is open (a 401 dropped the token, or another tab signed
  // out) re-runs the guards, which send the visitor to the login page. A deliberate sign-out
  // navigates by itself.
  store.sub(tokenAtom, () => {
    if (store.get(tokenAtom) === null && !isSigningOut()) void router.revalidate();
  });
  return router;
}

/**
 * Resolves once the router has loaded the first page (its lazy routes, its guards' data). Until
 * then the server's HTML stays on screen (the shell of index.html), instead of the router's empty
 * fallback replacing it for a moment.
 */
export function firstPageLoaded(router: DataRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Every page of the shell, inside the kit's shared providers. */
export function App({ router }: { router: DataRouter }) {
  // The first commit: React owns the page now, and takes what the visitor did before (hand-over.ts).
  useEffect(() => handOverToApp(), []);
  return <AppRoot router={router} />;
}
