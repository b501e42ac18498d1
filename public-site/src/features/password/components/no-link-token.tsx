import { ButtonLink, Card, useLangPath } from '@coach/kit';
import { Trans } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import * as styles from './password.css.ts';

/** The page was opened without the token of a mailed link: how to get one. */
export function NoLinkToken() {
  const inLang = useLangPath();
  return (
    <Card>
      <div className={styles.outcome}>
        <h2 className={styles.outcomeHeading}>
          <Mail className={styles.outcomeIcon.info} size={24} aria-hidden="true" />
          <Trans>Open the link from your e-mail</Trans>
        </h2>
        <p>
          <Trans>
            A password is set from a personal link we e-mail you: after you ask for one because you forgot
            your password, or when an administrator creates an account for you. Open that link and this page
            shows the form.
          </Trans>
        </p>
        <p className={styles.muted}>
          <Trans>Links work once and for a limited time. If yours has expired, ask for a new one.</Trans>
        </p>
        <div className={styles.actions}>
          <ButtonLink to={inLang('/forgotpassword')} fullWidth>
            <Trans>Ask for a new link</Trans>
          </ButtonLink>
        </div>
      </div>
    </Card>
  );
}
