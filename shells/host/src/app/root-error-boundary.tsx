import {
  ButtonLink,
  ErrorView,
  pageErrorOf,
  useFocusOnNavigation,
  useLangPath,
  useRouteError,
} from '@coach/kit';
import { Trans } from '@lingui/react/macro';
import { lazy, type ReactNode, Suspense } from 'react';
import { isChunkLoadError, reloadForChunkError } from '../features/errors/chunk-reload.ts';
import { UnplugIllustration } from '../features/errors/unplug-illustration.tsx';

// Only the areas refuse a page, and an unknown address is the public site's 404 page: these views
// come when needed, not with every first visit.
const PageRefusal = lazy(() =>
  import('../features/errors/page-refusals.tsx').then((module) => ({ default: module.PageRefusal })),
);

/**
 * The last line of defence of each language tree and of each area's pages (docs/product-rules.md §18), and the one
 * place that decides how a failed page looks (the kit's pageErrorOf): a page this account may not
 * open, or whose data the server refuses it (403), says so with the way to the dashboard; an
 * address or a thing that does not exist (404) is "not found"; anything else is the error page. A
 * failed chunk load reloads the page first (at most once a minute). It takes the focus to its
 * heading like any page. `inLayout`: drawn inside a layout, which has the page's main region.
 */
export function RootErrorBoundary({ inLayout = false }: { inLayout?: boolean }) {
  const error = useRouteError();
  const inLang = useLangPath();
  useFocusOnNavigation();
  if (isChunkLoadError(error) && reloadForChunkError()) return null;
  const kind = pageErrorOf(error);
  const region = (view: ReactNode) => (inLayout ? view : <main id="main-content">{view}</main>);
  if (kind === 'notAvailable' || kind === 'notFound') {
    return region(
      <Suspense fallback={null}>
        <PageRefusal kind={kind} />
      </Suspense>,
    );
  }
  if (!isChunkLoadError(error)) console.error(error);
  return region(
    <ErrorView
      illustration={<UnplugIllustration />}
      title={<Trans>An error occurred</Trans>}
      message={<Trans>Something went wrong on our side. Please try again in a moment.</Trans>}
      actions={
        <ButtonLink to={inLang('/')} reloadDocument>
          <Trans>Go to the home page</Trans>
        </ButtonLink>
      }
    />,
  );
}
