import { Button } from '@coach/kit';
import { Trans } from '@lingui/react/macro';
import { MailCheck } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import * as styles from './password.css.ts';

/**
 * The one answer to every request: said the same way whether or not the address has an account.
 * It replaces the form, so focus moves to its heading and a screen reader user hears it.
 */
export function ResetLinkSent({ email, onAskAgain }: { email: string; onAskAgain: () => void }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className={styles.outcome} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.outcomeHeading}>
        <MailCheck className={styles.outcomeIcon.success} size={24} aria-hidden="true" />
        <Trans>Check your inbox</Trans>
      </h2>
      <p>
        <Trans>
          If an account exists for <strong>{email}</strong>, a link to set a new password is on its way. The
          link works once, for one hour.
        </Trans>
      </p>
      <p className={styles.muted}>
        <Trans>
          No mail after a few minutes? Look in your spam folder and check that this is the address you
          registered with. Passive or locked accounts get no link: write to us through the contact page.
        </Trans>
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" fullWidth onClick={onAskAgain}>
          <Trans>Ask again</Trans>
        </Button>
      </div>
    </section>
  );
}
