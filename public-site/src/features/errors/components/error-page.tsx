import { ButtonLink, ErrorView, useLangPath } from '@coach/kit';
import { Trans } from '@lingui/react/macro';
import { Home } from 'lucide-react';
import { ErrorIllustration } from './error-illustration.tsx';

/**
 * Where a page goes when its data could not be loaded (docs/product-rules.md §18). A refusal (403) or something that
 * does not exist (404) never comes here: the areas' error boundary says so in the page's place.
 */
export function ErrorPage() {
  const inLang = useLangPath();
  return (
    <ErrorView
      illustration={<ErrorIllustration />}
      title={<Trans>An error occurred</Trans>}
      message={<Trans>Something went wrong while loading the page. Please try again in a moment.</Trans>}
      actions={
        <ButtonLink to={inLang('/')} icon={<Home size={18} aria-hidden="true" />}>
          <Trans>Back to the home page</Trans>
        </ButtonLink>
      }
    />
  );
}
