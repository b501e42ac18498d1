import { Card, Link, PageContainer, PageTitle, useLangPath } from '@coach/kit';
import { Trans } from '@lingui/react/macro';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import * as styles from './password.css.ts';

/** "Forgot password": asks for the e-mail address and mails a single-use link (docs/product-rules.md §18). */
export function ForgotPasswordPage() {
  const inLang = useLangPath();
  return (
    <PageContainer width="narrow">
      <div className={styles.stack}>
        <PageTitle
          subtitle={
            <Trans>
              Enter the e-mail address you sign in with, and we will send you a link to set a new password.
            </Trans>
          }
        >
          <Trans>Forgot your password?</Trans>
        </PageTitle>
        <Card>
          <ForgotPasswordForm />
        </Card>
        <p className={styles.footnote}>
          <Trans>
            Remembered it? <Link to={inLang('/login')}>Sign in</Link>
          </Trans>
        </p>
      </div>
    </PageContainer>
  );
}
