import {
  ButtonLink,
  Card,
  dashboardPath,
  homeAreaOf,
  Link,
  PageContainer,
  PageTitle,
  SignOutButton,
  takeSessionEnded,
  useCurrentUser,
  useLang,
  useLangPath,
  useSearchParams,
} from '@coach/kit';
import { likelyLanding, prefetchAreaOnIntent } from '@coach/kit/query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { identityErrorParam, identityParam } from '../utils/identity-param.ts';
import { type IdentityArrival, IdentityReturn } from './identity-return.tsx';
import { LoginForm } from './login-form.tsx';
import * as styles from './login-page.css.ts';
import { ProviderButtons } from './provider-buttons.tsx';

/**
 * The sign-in page. The guards send visitors here (docs/product-rules.md §18), also a signed-in user who opened a
 * page of the other area: they are told who they are signed in as and where their pages are,
 * rather than being bounced around. A provider's sign-in comes back here with `?identity=`.
 *
 * Signing in here goes straight on to the next page: the form stays (busy) until that page is
 * drawn, never "signed in as" in between. Once the visitor reaches for the form, the area they will
 * most likely land in is loaded, so the sign-in finds its code there.
 */
export function LoginPage() {
  const { t } = useLingui();
  const { user } = useCurrentUser();
  const lang = useLang();
  const inLang = useLangPath();
  const [params, setParams] = useSearchParams();
  const ticket = params.get(identityParam);
  /** A sign-in started from this page: it leaves for the next page, the form stays till then. */
  const [signingIn, setSigningIn] = useState(false);
  const homeArea = user ? homeAreaOf(user) : null;
  const returnTo = params.get('returnTo');
  useEffect(() => {
    const area = homeArea ?? likelyLanding(returnTo).area;
    return area ? prefetchAreaOnIntent(area) : undefined;
  }, [homeArea, returnTo]);
  const [arrival, setArrival] = useState<IdentityArrival | null>(() =>
    params.has(identityErrorParam)
      ? { kind: 'refused', message: t`Signing in with that service did not work. Please try again.` }
      : null,
  );
  const fullName = user?.fullName ?? '';
  // After the first render: a pre-rendered login page is adopted as drawn, for nobody in particular.
  const [sessionEnded, setSessionEnded] = useState(false);
  useEffect(() => {
    if (takeSessionEnded()) setSessionEnded(true);
  }, []);

  /** Takes the provider's return out of the address: spent, it must not come back with a reload. */
  const forgetReturn = () =>
    setParams(
      (current) => {
        const kept = new URLSearchParams(current);
        kept.delete(identityParam);
        kept.delete(identityErrorParam);
        return kept;
      },
      { replace: true },
    );

  function settle(next: IdentityArrival) {
    setArrival(next);
    forgetReturn();
  }

  const failedReturn = params.has(identityErrorParam);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is cleaned once, when the error arrives.
  useEffect(() => {
    if (failedReturn) forgetReturn();
  }, [failedReturn]);

  return (
    <PageContainer width="narrow">
      <div className={styles.stack}>
        <PageTitle subtitle={<Trans>Welcome back. Sign in to follow your projects and hours.</Trans>}>
          <Trans>Sign in</Trans>
        </PageTitle>
        {ticket !== null ? (
          <Card>
            <IdentityReturn key={ticket} ticket={ticket} onSettled={settle} />
          </Card>
        ) : user && !signingIn ? (
          <Card>
            <div className={styles.signedIn}>
              <p>
                <Trans>You are signed in as {fullName}.</Trans>
              </p>
              <ButtonLink to={dashboardPath(user, lang)} fullWidth>
                <Trans>Go to your dashboard</Trans>
              </ButtonLink>
              <SignOutButton variant="secondary" />
            </div>
          </Card>
        ) : (
          <Card>
            <div className={styles.card}>
              <LoginForm
                sessionEnded={sessionEnded}
                link={arrival?.kind === 'link' ? arrival : null}
                refusal={arrival?.kind === 'refused' ? arrival.message : null}
                onLinkExpired={() => setArrival(null)}
                onSignIn={() => setSigningIn(true)}
              />
              <ProviderButtons />
            </div>
          </Card>
        )}
        <p className={styles.footnote}>
          <Trans>
            New here? <Link to={inLang('/register')}>Register</Link>
          </Trans>
        </p>
      </div>
    </PageContainer>
  );
}
