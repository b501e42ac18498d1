import { Button, Card, LoadingBlock } from '@coach/kit';
import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useOutboxMail } from '../api/get-outbox-mail.ts';
import { languageLabels } from './labels.ts';
import * as styles from './outbox.css.ts';

type MailPreviewProps = { id: string; onClose: () => void };

/**
 * A mail as its recipient sees it. The HTML is shown in an iframe with `sandbox=""`: no script,
 * form, plugin or navigation of the page can come out of it, whatever the mail holds.
 */
export function MailPreview({ id, onClose }: MailPreviewProps) {
  const { t, i18n } = useLingui();
  const { data, isPending, isError } = useOutboxMail(id);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  // Keyboard and screen-reader users land on the preview they asked for.
  useEffect(() => {
    if (data) heading.current?.focus();
  }, [data]);

  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.previewHeading}>
        {data ? data.subject : <Trans>Preview</Trans>}
      </h2>
      {isPending ? <LoadingBlock label={t`Rendering the mail…`} /> : null}
      {isError ? (
        <p>
          <Trans>This mail could not be rendered.</Trans>
        </p>
      ) : null}
      {data ? (
        <>
          <dl className={styles.facts}>
            <dt className={styles.factName}>
              <Trans>To</Trans>
            </dt>
            <dd>{data.recipient}</dd>
            <dt className={styles.factName}>
              <Trans>Language</Trans>
            </dt>
            <dd>{i18n._(languageLabels[data.language])}</dd>
          </dl>
          <iframe
            className={styles.frame}
            sandbox=""
            srcDoc={data.html}
            title={t`HTML version of the mail`}
          />
          <h3 className={styles.subheading}>
            <Trans>Text version</Trans>
          </h3>
          <pre className={styles.text}>{data.text}</pre>
        </>
      ) : null}
      <div className={styles.previewActions}>
        <Button variant="secondary" icon={<X size={18} aria-hidden="true" />} onClick={onClose}>
          <Trans>Close the preview</Trans>
        </Button>
      </div>
    </Card>
  );
}
