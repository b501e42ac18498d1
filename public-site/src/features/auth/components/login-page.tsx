import {
  ButtonLink,
  Card,
  dashboardPath,
  PageContainer,
  PageTitle,
  SignOutButton,
  useCurrentUser,
  useLang,
  useLangPath,
} from '@coach/kit';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { LoginForm } from './login-form.tsx';
import * as styles from './login-page.css.ts';

/**
 * The sign-in page. The guards send visitors here (seed §6), also a signed-in user who opened a
 * page of the other area: they are told who they are signed in as and where their pages are,
 * rather than being bounced around.
 */
export function LoginPage() {
  const { user } = useCurrentUser();
  const lang = useLang();
  const inLang = useLangPath();
  const fullName = user?.fullName ?? '';
  return (
    <PageContainer width="narrow">
      <div className={styles.stack}>
        <PageTitle subtitle={<Trans>Welcome back. Sign in to follow your projects and hours.</Trans>}>
          <Trans>Sign in</Trans>
        </PageTitle>
        {user ? (
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
            <LoginForm />
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
