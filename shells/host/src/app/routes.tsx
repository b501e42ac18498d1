import {
  type Area,
  type Lang,
  type LoaderFunctionArgs,
  languages,
  Navigate,
  PublicLayout,
  type RouteObject,
} from '@coach/kit';
import { msg } from '@lingui/core/macro';
import { pagesRouteId } from '../features/remotes/patch-routes.tsx';
import { checkEachPage, guardLoader } from './guard-loader.ts';
import { LangRoot, langLoader } from './lang-root.tsx';
import { loadAreaLayout, preloadAreaLayout } from './load-area-layout.ts';
import { RootErrorBoundary } from './root-error-boundary.tsx';

/**
 * The page check of the areas (page-access-loader.ts). It comes with the areas' frame, in one chunk
 * that a sign-in fetches ahead (area-prefetch.ts), so a first visit of a public page has neither.
 */
const pageAccessLoader = (args: LoaderFunctionArgs) =>
  preloadAreaLayout().then((module) => module.pageAccessLoader(args));

/**
 * One language's route tree. The remotes' routes sit under the `*-pages` routes: those of the first
 * page are loaded before the router starts, the others when first needed (patchRoutesOnNavigation): public pages at the language root, member pages under
 * `user`, admin pages under `admin`. Each `*-pages` route is pathless and has its own error
 * element, so a failing page shows the error inside its layout; the areas' check each page against
 * the pages the server lets the user open (pageAccessLoader).
 */
type Preloaded = Partial<Record<Area, RouteObject[]>>;

function languageTree(lang: Lang, preloaded: Preloaded): RouteObject {
  return {
    id: lang,
    path: lang === 'en' ? '/en' : '/',
    loader: langLoader(lang),
    element: <LangRoot lang={lang} />,
    // The language loader resolves at once; there is nothing meaningful to show meanwhile.
    hydrateFallbackElement: <div aria-busy="true" />,
    errorElement: <RootErrorBoundary />,
    handle: { crumb: msg`Home` },
    children: [
      {
        id: `${lang}-public`,
        element: <PublicLayout />,
        children: [
          {
            id: pagesRouteId(lang, 'public'),
            errorElement: <RootErrorBoundary inLayout />,
            children: preloaded.public ?? [],
          },
        ],
      },
      {
        id: `${lang}-member`,
        path: 'user',
        loader: guardLoader,
        lazy: () => loadAreaLayout('member_app'),
        children: [
          {
            id: pagesRouteId(lang, 'member'),
            loader: pageAccessLoader,
            shouldRevalidate: checkEachPage,
            errorElement: <RootErrorBoundary inLayout />,
            children: [
              { index: true, element: <Navigate to="dashboard" replace /> },
              ...(preloaded.member ?? []),
            ],
          },
        ],
      },
      {
        id: `${lang}-admin`,
        path: 'admin',
        loader: guardLoader,
        lazy: () => loadAreaLayout('admin_app'),
        children: [
          {
            id: pagesRouteId(lang, 'admin'),
            loader: pageAccessLoader,
            shouldRevalidate: checkEachPage,
            errorElement: <RootErrorBoundary inLayout />,
            children: [
              { index: true, element: <Navigate to="dashboard" replace /> },
              ...(preloaded.admin ?? []),
            ],
          },
        ],
      },
    ],
  };
}

/** The whole tree: Turkish at /, English at /en (docs/product-rules.md §15), with the areas already loaded. */
export function appRoutes(preloaded: Preloaded): RouteObject[] {
  return languages.map((lang) => languageTree(lang, preloaded));
}
