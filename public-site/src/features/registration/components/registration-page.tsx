import {
  ButtonLink,
  dashboardPath,
  LoadingBlock,
  PageContainer,
  PageTitle,
  useCurrentUser,
  useLang,
  useLangPath,
  useSearchParams,
} from '@coach/kit';
import { Trans, useLingui } from '@lingui/react/macro';
import { Outcome } from '../../../components/outcome.tsx';
import { identityParam } from '../../auth/utils/identity-param.ts';
import { IdentityRegistration } from './identity-registration.tsx';
import * as styles from './registration.css.ts';
import { RegistrationWizard } from './registration-wizard.tsx';

/**
 * `/register`: becoming a member. A signed-in person already has an account: they buy or renew a
 * package from their own pages instead. Back from a provider that vouches for someone new, the
 * address carries its ticket (`?identity=`).
 */
export function RegistrationPage() {
  const { t } = useLingui();
  const lang = useLang();
  const inLang = useLangPath();
  const { user, isPending } = useCurrentUser();
  const [params] = useSearchParams();
  const ticket = params.get(identityParam);
  const fullName = user?.fullName ?? '';
  return (
    <PageContainer width="text">
      <div className={styles.stack}>
        <PageTitle
          subtitle={
            <Trans>Choose a package, tell us about yourself and pay by card: it takes a few minutes.</Trans>
          }
        >
          <Trans>Register</Trans>
        </PageTitle>
        {isPending ? (
          <LoadingBlock label={t`Loading…`} />
        ) : user ? (
          <Outcome
            tone="info"
            title={<Trans>You already have an account</Trans>}
            actions={
              <>
                <ButtonLink to={inLang('/user/membership-renewal')}>
                  <Trans>Renew or change your membership</Trans>
                </ButtonLink>
                <ButtonLink to={dashboardPath(user, lang)} variant="secondary">
                  <Trans>Go to your dashboard</Trans>
                </ButtonLink>
              </>
            }
          >
            <p className={styles.text}>
              <Trans>You are signed in as {fullName}. Packages are bought from your own pages.</Trans>
            </p>
          </Outcome>
        ) : ticket !== null ? (
          <IdentityRegistration key={ticket} ticket={ticket} />
        ) : (
          <RegistrationWizard />
        )}
      </div>
    </PageContainer>
  );
}
