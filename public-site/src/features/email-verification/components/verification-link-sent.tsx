import { Trans } from '@lingui/react/macro';
import { MailCheck } from 'lucide-react';
import * as styles from './email-verification.css.ts';

/**
 * The one answer to "send the link again", whatever the address: an account that is verified
 * already, or none at all, gets the same words, so nobody learns from it who has an account.
 */
export function VerificationLinkSent({ email }: { email: string }) {
  return (
    <p className={styles.sent} role="status">
      <MailCheck className={styles.sentIcon} size={20} aria-hidden="true" />
      <span>
        <Trans>
          If {email} is waiting for verification, a new link is on its way. Check your inbox, and the spam
          folder too.
        </Trans>
      </span>
    </p>
  );
}
