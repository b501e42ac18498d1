import type { RouteHandle } from '@coach/kit';
import { msg } from '@lingui/core/macro';
import type { RouteObject } from 'react-router';

// Public pages, mounted by the host at the language root (/ and /en). Pages load lazily, so the
// host's first download stays small. Other public pages (rules, about us, contact, FAQ…) arrive
// in later issues; until then their menu links show the 404 page.
export const routes: RouteObject[] = [
  {
    index: true,
    lazy: () => import('../features/home/components/home-page.tsx').then((m) => ({ Component: m.HomePage })),
    handle: { title: msg`Gain coaching hours in paired projects` } satisfies RouteHandle,
  },
  {
    path: 'login',
    lazy: () =>
      import('../features/auth/components/login-page.tsx').then((m) => ({ Component: m.LoginPage })),
    handle: { crumb: msg`Sign in`, title: msg`Sign in` } satisfies RouteHandle,
  },
  {
    path: 'error',
    lazy: () =>
      import('../features/errors/components/error-page.tsx').then((m) => ({ Component: m.ErrorPage })),
    handle: { crumb: msg`Error`, title: msg`An error occurred` } satisfies RouteHandle,
  },
  {
    path: '*',
    lazy: () =>
      import('../features/errors/components/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })),
    handle: { crumb: msg`Page not found`, title: msg`404 Not Found` } satisfies RouteHandle,
  },
];
