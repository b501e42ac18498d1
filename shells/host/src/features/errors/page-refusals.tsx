import { ButtonLink, dashboardPath, ErrorView, useCurrentUser, useLang, useLangPath } from '@coach/kit';
import { Trans } from '@lingui/react/macro';
import { ClosedDoorIllustration } from './closed-door-illustration.tsx';
import { UnplugIllustration } from './unplug-illustration.tsx';

/** The way on from a page one cannot use: the dashboard of a signed-in person, else the home page. */
function WayOn() {
  const { user } = useCurrentUser();
  const lang = useLang();
  const inLang = useLangPath();
  return user ? (
    <ButtonLink to={dashboardPath(user, lang)}>
      <Trans>Go to your dashboard</Trans>
    </ButtonLink>
  ) : (
    <ButtonLink to={inLang('/')}>
      <Trans>Go to the home page</Trans>
    </ButtonLink>
  );
}

/** The page in place of one this account may not open, or that does not exist. */
export function PageRefusal({ kind }: { kind: 'notAvailable' | 'notFound' }) {
  return kind === 'notAvailable' ? <NotAvailable /> : <NotFound />;
}

/**
 * A page the server does not let this account open (a guest's members list, a salesman's
 * application settings), or whose data it refuses them: said in words, in the page's place, with
 * the way to the pages that are theirs.
 */
export function NotAvailable() {
  return (
    <ErrorView
      illustration={<ClosedDoorIllustration />}
      title={<Trans>Not available to your account</Trans>}
      message={<Trans>This page is for other accounts. Your dashboard shows what you can do here.</Trans>}
      actions={<WayOn />}
    />
  );
}

/** No such page, or what the page would show does not exist (any more). */
export function NotFound() {
  return (
    <ErrorView
      illustration={<UnplugIllustration />}
      title={<Trans>Page not found</Trans>}
      message={<Trans>The address may be mistyped, or the page may have moved.</Trans>}
      actions={<WayOn />}
    />
  );
}
