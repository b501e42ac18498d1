import { Pill, useLangPath } from '@coach/kit';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import * as styles from './settings.css.ts';

/**
 * Sign-in methods → the password. An account that joined through a provider has none; the way to
 * set one is the same as for a forgotten one: a link by e-mail from the public "Forgot password"
 * page.
 */
export function PasswordRow({ hasPassword }: { hasPassword: boolean }) {
  const inLang = useLangPath();
  return (
    <li className={styles.methodRow}>
      <div className={styles.methodText}>
        <p className={styles.methodName}>
          <Trans>Password</Trans>
          {hasPassword ? (
            <Pill tone="success">
              <Trans>Set</Trans>
            </Pill>
          ) : (
            <Pill>
              <Trans>Not set</Trans>
            </Pill>
          )}
        </p>
        <p className={styles.muted}>
          {hasPassword ? (
            <Trans>You can sign in with your e-mail address and password.</Trans>
          ) : (
            <Trans>
              To set one, use <Link to={inLang('/forgotpassword')}>Forgot your password?</Link> on the sign-in
              page: we e-mail you a link.
            </Trans>
          )}
        </p>
      </div>
    </li>
  );
}
