import { Button } from '@coach/kit';
import { Trans } from '@lingui/react/macro';
import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import * as styles from './contact.css.ts';

/** In place of the form once the message left: where the answer will come, and a way to write again. */
export function MessageSent({ email, onWriteAgain }: { email: string; onWriteAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: focus moves to the news, so screen readers read it and keyboards start here.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.outcome} role="status">
      <h2 className={styles.outcomeHeading} ref={heading} tabIndex={-1}>
        <CircleCheck size={24} aria-hidden="true" className={styles.outcomeIcon} />
        <Trans>Thank you, your message has been sent.</Trans>
      </h2>
      <p>
        <Trans>We read every message and answer by e-mail to {email}.</Trans>
      </p>
      <div>
        <Button variant="secondary" onClick={onWriteAgain}>
          <Trans>Write another message</Trans>
        </Button>
      </div>
    </div>
  );
}
