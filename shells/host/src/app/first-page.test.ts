import { createBrowserRouter, type RouteObject } from '@coach/kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstPageLoaded, isPrerenderedFor } from './first-page.ts';

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

describe('firstPageLoaded', () => {
  it("resolves once the router has the first page's lazy parts and loaders' data, so it can be hydrated", async () => {
    const other = vi.fn(async () => ({ Component: HomePage }));
    const routes: RouteObject[] = [
      { id: 'tr', path: '/', children: [] },
      {
        id: 'en',
        path: '/en',
        loader: () => null,
        children: [
          { path: 'faq', lazy: other },
          { id: 'home', index: true, lazy: async () => ({ Component: HomePage, loader: () => 'page data' }) },
        ],
      },
    ];
    window.history.replaceState(null, '', '/en');
    const router = createBrowserRouter(routes);
    expect(router.state.initialized).toBe(false);
    await firstPageLoaded(router);
    expect(router.state.initialized).toBe(true);
    const pageRoute = router.state.matches.at(-1)?.route;
    expect(pageRoute?.lazy).toBeUndefined();
    expect(pageRoute?.element).toBeTruthy();
    expect(other).not.toHaveBeenCalled();
    expect(router.state.loaderData).toEqual({ en: null, home: 'page data' });
    router.dispose();
  });
});
