import { catalogue } from '@coach/core/contracts';
import {
  Button,
  ButtonLink,
  isApiError,
  LoadingBlock,
  PageContainer,
  PageTitle,
  useLang,
  useLangPath,
  useParams,
} from '@coach/kit';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link2Off, LogIn } from 'lucide-react';
import { Outcome } from '../../../components/outcome.tsx';
import { signInWithEmailPath } from '../../auth/utils/sign-in-path.ts';
import { useVerifyEmail } from '../api/verification.ts';
import * as styles from './email-verification.css.ts';
import { ResendVerificationForm } from './resend-verification-form.tsx';

/** The link does not work (4042: unknown, used or expired), or there is none: the way to a new one. */
function LinkNotWorking({ focus }: { focus: boolean }) {
  return (
    <Outcome
      tone="warning"
      icon={Link2Off}
      focus={focus}
      title={<Trans>This link is invalid or has expired</Trans>}
    >
      <p className={styles.text}>
        <Trans>
          Verification links work once and for a limited time. Type the address you registered with and we
          will send you a new one.
        </Trans>
      </p>
      <ResendVerificationForm />
    </Outcome>
  );
}

function Verification({ token }: { token: string }) {
  const { t } = useLingui();
  const lang = useLang();
  const verification = useVerifyEmail(token);
  if (verification.isPending) return <LoadingBlock label={t`Verifying your e-mail address…`} />;
  if (verification.error) {
    const error = verification.error;
    if (isApiError(error) && (error.code === catalogue.linkInvalid.code || error.status === 400))
      return <LinkNotWorking focus />;
    return (
      <Outcome
        tone="danger"
        title={<Trans>Your e-mail address could not be verified</Trans>}
        actions={
          <Button onClick={() => void verification.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        }
      >
        <p className={styles.text}>
          {isApiError(error) ? error.message : <Trans>Something went wrong. Please try again.</Trans>}
        </p>
      </Outcome>
    );
  }
  const email = verification.data.email;
  return (
    <Outcome
      tone="success"
      focus
      title={<Trans>Your e-mail address is verified</Trans>}
      actions={
        <ButtonLink to={signInWithEmailPath(lang, email)} icon={<LogIn size={18} aria-hidden="true" />}>
          <Trans>Sign in</Trans>
        </ButtonLink>
      }
    >
      <p className={styles.text}>
        <Trans>Thank you: {email} is verified. You can sign in now.</Trans>
      </p>
    </Outcome>
  );
}

/** `/verifyemail/{token}`: the link of the verification mail. Verifies once, then offers to sign in. */
export function VerifyEmailPage() {
  const { token } = useParams();
  const inLang = useLangPath();
  return (
    <PageContainer width="narrow">
      <div className={styles.stack}>
        <PageTitle>
          <Trans>Verify your e-mail address</Trans>
        </PageTitle>
        {token ? (
          <Verification key={token} token={token} />
        ) : (
          <Outcome tone="info" title={<Trans>Open the link from your e-mail</Trans>}>
            <p className={styles.text}>
              <Trans>
                This page needs the link of the verification e-mail. If you cannot find the mail, ask for a
                new link below.
              </Trans>
            </p>
            <ResendVerificationForm />
            <ButtonLink to={inLang('/login')} variant="secondary">
              <Trans>Sign in</Trans>
            </ButtonLink>
          </Outcome>
        )}
      </div>
    </PageContainer>
  );
}
