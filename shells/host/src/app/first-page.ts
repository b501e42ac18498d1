import type { DataRouter } from '@coach/kit';

/**
 * Whether the server sent this page pre-rendered for this very address (ADR 0024): `<html
 * data-prerendered>` names the address the build rendered. React then hydrates #root instead of
 * drawing it anew. Not for another address (the 404 page stands for every unknown path, and its
 * links would point to the probe's address) and not with a query string, which pages may read
 * (`/login?identity=…`): then the client draws the page, replacing the same-looking HTML.
 */
export function isPrerenderedFor(
  document: Document,
  location: Pick<Location, 'pathname' | 'search'>,
): boolean {
  const rendered = document.documentElement.dataset.prerendered;
  const root = document.getElementById('root');
  if (rendered === undefined || root?.firstElementChild == null || location.search !== '') return false;
  const normalise = (path: string) => path.replace(/\/+$/, '') || '/';
  return normalise(rendered) === normalise(location.pathname);
}

/**
 * Resolves once the router has loaded the first page: its routes' lazy parts and their loaders
 * (the language loader activates the language). Its first render is then the page itself, the one
 * a pre-rendered HTML shows, so React can adopt that HTML; and until then the server's HTML (a
 * pre-rendered page, or the shell of index.html) stays on screen instead of an empty fallback.
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
