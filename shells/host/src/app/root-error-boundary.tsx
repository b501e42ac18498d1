import {
  ButtonLink,
  ErrorView,
  isRouteErrorResponse,
  useFocusOnNavigation,
  useLangPath,
  useRouteError,
} from '@coach/kit';
import { Trans } from '@lingui/react/macro';
import { isChunkLoadError, reloadForChunkError } from '../features/errors/chunk-reload.ts';
import { UnplugIllustration } from '../features/errors/unplug-illustration.tsx';

/**
 * The last line of defence of each language tree (seed §8): a route that threw shows the error
 * page; a failed chunk load reloads the page first (at most once a minute). Reached by a link (an
 * unknown address: the 404), it takes the focus to its heading like any page.
 */
export function RootErrorBoundary() {
  const error = useRouteError();
  const inLang = useLangPath();
  useFocusOnNavigation();
  if (isChunkLoadError(error) && reloadForChunkError()) return null;
  if (!isChunkLoadError(error)) console.error(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main-content">
      <ErrorView
        illustration={<UnplugIllustration />}
        title={notFound ? <Trans>Page not found</Trans> : <Trans>An error occurred</Trans>}
        message={
          notFound ? (
            <Trans>The address may be mistyped, or the page may have moved.</Trans>
          ) : (
            <Trans>Something went wrong on our side. Please try again in a moment.</Trans>
          )
        }
        actions={
          <ButtonLink to={inLang('/')} reloadDocument>
            <Trans>Go to the home page</Trans>
          </ButtonLink>
        }
      />
    </main>
  );
}
