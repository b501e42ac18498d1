import { ButtonLink, ErrorView, useLangPath, useLocation } from '@coach/kit';
import { Trans } from '@lingui/react/macro';
import { Home } from 'lucide-react';
import { ErrorIllustration } from './error-illustration.tsx';

/**
 * Where a page goes when its data could not be loaded (seed §7). A page may pass
 * `{ status: 404 }` as navigation state when what it looked for does not exist.
 */
export function ErrorPage() {
  const inLang = useLangPath();
  const state = useLocation().state as { status?: number } | null;
  return (
    <ErrorView
      illustration={<ErrorIllustration />}
      title={<Trans>An error occurred</Trans>}
      message={
        state?.status === 404 ? (
          <Trans>This page could not be found</Trans>
        ) : (
          <Trans>Something went wrong while loading the page. Please try again in a moment.</Trans>
        )
      }
      actions={
        <ButtonLink to={inLang('/')} icon={<Home size={18} aria-hidden="true" />}>
          <Trans>Back to the home page</Trans>
        </ButtonLink>
      }
    />
  );
}
