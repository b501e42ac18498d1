import { ButtonLink, ErrorView, ReloadButton, useLangPath } from '@coach/kit';
import { Trans } from '@lingui/react/macro';
import { UnplugIllustration } from '../errors/unplug-illustration.tsx';

/** Shown in place of a part of the site whose remote could not be loaded; the rest works on. */
export function AreaUnavailable() {
  const inLang = useLangPath();
  return (
    <ErrorView
      illustration={<UnplugIllustration />}
      title={<Trans>This part of the site is not available right now</Trans>}
      message={
        <Trans>It could not be loaded. Please try again in a moment; the other pages still work.</Trans>
      }
      actions={
        <>
          <ReloadButton>
            <Trans>Try again</Trans>
          </ReloadButton>
          <ButtonLink to={inLang('/')} variant="secondary">
            <Trans>Go to the home page</Trans>
          </ButtonLink>
        </>
      }
    />
  );
}
