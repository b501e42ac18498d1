import { Link, Pill, useLangPath } from '@coach/kit';
import { Trans } from '@lingui/react/macro';
import * as styles from './settings.css.ts';

/**
 * Sign-in methods → the password. An account that joined through a provider has none; the
 * password tab mails it a link to choose one.
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
              To set one, open the <Link to={inLang('/user/settings?section=password')}>Password</Link> tab:
              we e-mail you a link.
            </Trans>
          )}
        </p>
      </div>
    </li>
  );
}
