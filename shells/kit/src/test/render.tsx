import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Provider as JotaiProvider } from 'jotai';
import { act } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { type Catalogues, i18n, mergeCatalogues } from '../i18n/i18n.ts';
import { type Lang, langFromPath } from '../i18n/lang-path.ts';
import { queryClient } from '../query/query-client.ts';
import { store } from '../state/store.ts';

type Options = { path: string; catalogues?: Catalogues; lang?: Lang };

/**
 * Renders routes in a memory router with the providers the host gives every page, in the language
 * of `path` (tests of an app pass that app's catalogues). Returns the router to inspect navigation.
 */
export function renderRoutes(routes: RouteObject[], { path, catalogues, lang }: Options) {
  if (catalogues) mergeCatalogues(catalogues);
  act(() => i18n.activate(lang ?? langFromPath(path)));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </JotaiProvider>
    </QueryClientProvider>,
  );
  return { ...view, router };
}
