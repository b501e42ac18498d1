import { render } from '@testing-library/react';
import { act } from 'react';
import { createMemoryRouter, type RouteObject, useRouteError } from 'react-router';
import { AppRoot } from '../app/app-root.tsx';
import { type Catalogues, i18n, mergeCatalogues } from '../i18n/i18n.ts';
import { type Lang, langFromPath } from '../i18n/lang-path.ts';
import { pageErrorOf } from '../lib/page-error.ts';

type Options = { path: string; catalogues?: Catalogues; lang?: Lang };

/**
 * Renders routes in a memory router with the providers the host gives every page, in the language
 * of `path` (tests of an app pass that app's catalogues). Returns the router to inspect navigation.
 */
export function renderRoutes(routes: RouteObject[], { path, catalogues, lang }: Options) {
  if (catalogues) mergeCatalogues(catalogues);
  act(() => i18n.activate(lang ?? langFromPath(path)));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(<AppRoot router={router} />);
  return { ...view, router };
}

/**
 * A route's error element for page tests: names what the areas' error boundary (the host's) would
 * show for the error a page threw: `page error: notAvailable`, `notFound`, `failed`.
 */
export function PageErrorProbe() {
  return <p>page error: {pageErrorOf(useRouteError())}</p>;
}
