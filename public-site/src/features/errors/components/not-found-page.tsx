import { ButtonLink, ErrorView, useLangPath } from '@coach/kit';
import { Trans } from '@lingui/react/macro';
import { Home } from 'lucide-react';
import { NotFoundIllustration } from './not-found-illustration.tsx';

/** Any path no page answers to (seed §8: "404 Not Found", "This page could not be found"). */
export function NotFoundPage() {
  const inLang = useLangPath();
  return (
    <ErrorView
      illustration={<NotFoundIllustration />}
      title={<Trans>404 Not Found</Trans>}
      message={<Trans>This page could not be found</Trans>}
      actions={
        <ButtonLink to={inLang('/')} icon={<Home size={18} aria-hidden="true" />}>
          <Trans>Back to the home page</Trans>
        </ButtonLink>
      }
    />
  );
}
