import { createBrowserRouter, type RouteObject } from '@coach/kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPrerenderedFor, prepareFirstPage } from './first-page.ts';

function servedPage(prerendered: string | null, rootHtml: string) {
  if (prerendered === null) delete document.documentElement.dataset.prerendered;
  else document.documentElement.dataset.prerendered = prerendered;
  document.body.innerHTML = `<div id="root">${rootHtml}</div>`;
}

afterEach(() => servedPage(null, ''));

describe('isPrerenderedFor', () => {
  const at = (pathname: string, search = '') => ({ pathname, search });

  it('hydrates the page pre-rendered for this very address', () => {
    servedPage('/en/login', '<main><h1>Sign in</h1></main>');
    expect(isPrerenderedFor(document, at('/en/login'))).toBe(true);
    expect(isPrerenderedFor(document, at('/en/login/'))).toBe(true);
    servedPage('/', '<main><h1>Home</h1></main>');
    expect(isPrerenderedFor(document, at('/'))).toBe(true);
  });

  it('draws anew the 404 page served for another address, and any address with a query', () => {
    servedPage('/__not_found__', '<main><h1>Page not found</h1></main>');
    expect(isPrerenderedFor(document, at('/no/such/page'))).toBe(false);
    servedPage('/en/login', '<main><h1>Sign in</h1></main>');
    expect(isPrerenderedFor(document, at('/en/login', '?identity=abc'))).toBe(false);
  });

  it('draws anew the shell of index.html, which is not marked, and a marked page whose #root is empty', () => {
    servedPage(null, '<div aria-busy="true"></div>');
    expect(isPrerenderedFor(document, at('/user/dashboard'))).toBe(false);
    servedPage('/faq', '');
    expect(isPrerenderedFor(document, at('/faq'))).toBe(false);
  });
});

function HomePage() {
  return null;
}

describe('prepareFirstPage', () => {
  const routesWith = (langLoader: () => null, pageLoader: () => string) => {
    const page: RouteObject = {
      index: true,
      lazy: async () => ({ Component: HomePage, loader: pageLoader }),
    };
    const other: RouteObject = { path: 'faq', lazy: vi.fn(async () => ({ Component: HomePage })) };
    const routes: RouteObject[] = [
      { id: 'tr', path: '/', children: [] },
      {
        id: 'en',
        path: '/en',
        loader: langLoader,
        children: [{ id: 'en-public', children: [{ children: [other, page] }] }],
      },
    ];
    return { routes, page, other };
  };

  it("loads the matched routes' lazy parts and runs their loaders, under the router's ids", async () => {
    const langLoader = vi.fn(() => null);
    const { routes, page, other } = routesWith(langLoader, () => 'page data');
    const state = await prepareFirstPage(routes, new URL('http://localhost/en'));
    expect(page.lazy).toBeUndefined();
    expect(page.Component).toBe(HomePage);
    expect(other.lazy).toHaveBeenCalledTimes(0);
    expect(langLoader).toHaveBeenCalledTimes(1);
    // The page has no id: the router names it by its place, route 1 › child 0 › child 0 › child 1.
    expect(state.loaderData).toEqual({ en: null, '1-0-0-1': 'page data' });
  });

  it('lets the router start initialised, so the first render is the page and not a fallback', async () => {
    const { routes } = routesWith(
      () => null,
      () => 'page data',
    );
    window.history.replaceState(null, '', '/en');
    const hydrationData = await prepareFirstPage(routes, window.location);
    const router = createBrowserRouter(routes, { hydrationData });
    expect(router.state.initialized).toBe(true);
    const pageRoute = router.state.matches.at(-1)?.route;
    expect(pageRoute?.lazy).toBeUndefined();
    expect(pageRoute?.element).toBeTruthy();
    expect(router.state.loaderData).toEqual({ en: null, '1-0-0-1': 'page data' });
    router.dispose();
  });
});
