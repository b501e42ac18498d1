import { ButtonLink, Card, useLangPath } from '@coach/kit';
import { Trans } from '@lingui/react/macro';
import { Link2Off } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import * as styles from './password.css.ts';

/**
 * The server refused the link (4042: unknown, used or expired). Its message says so in the page's
 * language; the way on is a new link. Replaces the form, so focus moves here.
 */
export function LinkRefused({ message }: { message: string }) {
  const inLang = useLangPath();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Card>
      <section className={styles.outcome} aria-labelledby={headingId}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.outcomeHeading}>
          <Link2Off className={styles.outcomeIcon.warning} size={24} aria-hidden="true" />
          <Trans>This link no longer works</Trans>
        </h2>
        <p>{message}</p>
        <div className={styles.actions}>
          <ButtonLink to={inLang('/forgotpassword')} fullWidth>
            <Trans>Ask for a new link</Trans>
          </ButtonLink>
        </div>
      </section>
    </Card>
  );
}
