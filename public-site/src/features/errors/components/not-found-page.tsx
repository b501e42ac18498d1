import { ButtonLink, ErrorView, useLangPath } from '@coach/kit';
import { Trans } from '@lingui/react/macro';
import { Home } from 'lucide-react';
import { NotFoundIllustration } from './not-found-illustration.tsx';

/**
 * Any path no page answers to (docs/product-rules.md §18). The title says what happened and the message says why,
 * so the two never repeat each other (docs/glossary.md).
 */
export function NotFoundPage() {
  const inLang = useLangPath();
  return (
    <ErrorView
      illustration={<NotFoundIllustration />}
      title={<Trans>Page not found</Trans>}
      message={<Trans>The address may be mistyped, or the page may have moved.</Trans>}
      actions={
        <ButtonLink to={inLang('/')} icon={<Home size={18} aria-hidden="true" />}>
          <Trans>Back to the home page</Trans>
        </ButtonLink>
      }
    />
  );
}
