import { ButtonLink, ErrorView, useLangPath } from '@coach/kit';
import { Trans } from '@lingui/react/macro';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError, reloadForChunkError } from '../features/errors/chunk-reload.ts';
import { UnplugIllustration } from '../features/errors/unplug-illustration.tsx';

/**
 * The last line of defence of each language tree (seed §8): a route that threw shows the error
 * page; a failed chunk load reloads the page first (at most once a minute).
 */
export function RootErrorBoundary() {
  const error = useRouteError();
  const inLang = useLangPath();
  if (isChunkLoadError(error) && reloadForChunkError()) return null;
  if (!isChunkLoadError(error)) console.error(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main-content">
      <ErrorView
        illustration={<UnplugIllustration />}
        title={notFound ? <Trans>404 Not Found</Trans> : <Trans>An error occurred</Trans>}
        message={
          notFound ? (
            <Trans>This page could not be found</Trans>
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
