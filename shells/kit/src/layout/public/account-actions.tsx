import { Trans } from '@lingui/react/macro';
import { LayoutDashboard, LogIn } from 'lucide-react';
import { dashboardPath } from '../../auth/access.ts';
import { useCurrentUser } from '../../auth/current-user.ts';
import { useLang, useLangPath } from '../../i18n/use-lang.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { SignOutButton } from '../controls/sign-out-button.tsx';
import { useHydrated } from '../use-hydrated.ts';
import * as styles from './public-layout.css.ts';

// docs/product-rules.md §18: visitors see register and sign in; a signed-in user sees a dashboard button (admin
// area or member area) and sign out. The primary action stays in the top bar even on a phone.
// The pre-rendered HTML is the visitor's; who is signed in (a token in localStorage) is shown once
// hydration is over, so the browser's first render matches that HTML.

/** The signed-in user once the page is hydrated; null before (and for a visitor). */
function useShownUser() {
  const { user } = useCurrentUser();
  return useHydrated() ? user : null;
}

/** Sign in, or the dashboard when signed in. */
export function PrimaryAccountAction() {
  const user = useShownUser();
  const lang = useLang();
  const inLang = useLangPath();
  if (user) {
    return (
      <ButtonLink
        to={dashboardPath(user, lang)}
        size="sm"
        icon={<LayoutDashboard className={styles.roomyOnly} size={18} aria-hidden="true" />}
      >
        <Trans>Dashboard</Trans>
      </ButtonLink>
    );
  }
  return (
    <ButtonLink
      to={inLang('/login')}
      size="sm"
      icon={<LogIn className={styles.roomyOnly} size={18} aria-hidden="true" />}
    >
      <Trans>Sign in</Trans>
    </ButtonLink>
  );
}

/** Where "Register" leads: the registration wizard of the public site. */
const joinPath = '/register';

/** Register, or sign out when signed in. */
export function SecondaryAccountAction() {
  const user = useShownUser();
  const inLang = useLangPath();
  if (user) return <SignOutButton variant="secondary" compact />;
  return (
    <ButtonLink to={inLang(joinPath)} variant="secondary" size="sm">
      <Trans>Register</Trans>
    </ButtonLink>
  );
}
