import { Link, useLang, useLangPath } from '@coach/kit';
import { Trans } from '@lingui/react/macro';
import { signInWithEmailPath } from '../../auth/utils/sign-in-path.ts';
import * as styles from './registration.css.ts';

/**
 * The address already has an account (4006): most often the visitor registered before. The ways
 * on: sign in with it, or set a new password.
 */
export function EmailTakenNotice({ email }: { email: string }) {
  const lang = useLang();
  const inLang = useLangPath();
  return (
    <div className={styles.note}>
      <Trans>An account with this address already exists. Is it yours?</Trans>
      <div className={styles.noticeLinks}>
        <Link to={signInWithEmailPath(lang, email)}>
          <Trans>Sign in</Trans>
        </Link>
        <Link to={inLang('/forgotpassword')}>
          <Trans>Forgot your password?</Trans>
        </Link>
      </div>
    </div>
  );
}
