import { Button, formatDateTime, isApiError, toast, useLang } from '@coach/kit';
import { Dialog } from '@coach/kit/widgets';
import { Trans, useLingui } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { type ContactMessageItem, useMarkContactMessage } from '../api/contact-messages.ts';
import * as styles from './contact-messages.css.ts';

/**
 * One message in full. Opening an unread message marks it read (administrators share the inbox, so
 * the others see it was seen); "Mark as unread" puts it back for later.
 */
export function ContactMessageDialog({
  message,
  onClose,
}: {
  message: ContactMessageItem;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const lang = useLang();
  const mark = useMarkContactMessage();
  const [readAt, setReadAt] = useState(message.readAt);
  const markedOnOpen = useRef(false);
  const { mutate } = mark;

  useEffect(() => {
    if (markedOnOpen.current || message.readAt !== null) return;
    markedOnOpen.current = true;
    mutate({ id: message.id, read: true }, { onSuccess: (updated) => setReadAt(updated.readAt) });
  }, [message.id, message.readAt, mutate]);

  const markUnread = () =>
    mutate(
      { id: message.id, read: false },
      {
        onSuccess: () => {
          toast.success(t`The message is marked unread.`);
          onClose();
        },
        onError: (error) =>
          toast.error(isApiError(error) ? error.message : t`The message was not changed. Please try again.`),
      },
    );

  const sender = `${message.name} ${message.surname}`;
  const subject = t`Your message to Coaching Hours`;
  const reply = `mailto:${message.email}?subject=${encodeURIComponent(subject)}`;
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t`Message from ${sender}`}
      size="medium"
      footer={
        <>
          <Button
            variant="secondary"
            onClick={markUnread}
            loading={mark.isPending}
            disabled={readAt === null}
          >
            <Trans>Mark as unread</Trans>
          </Button>
          <a className={styles.replyLink} href={reply}>
            <Mail size={18} aria-hidden="true" />
            <Trans>Reply by e-mail</Trans>
          </a>
        </>
      }
    >
      <div className={styles.body}>
        <dl className={styles.facts}>
          <dt className={styles.term}>
            <Trans>E-mail</Trans>
          </dt>
          <dd className={styles.definition}>{message.email}</dd>
          <dt className={styles.term}>
            <Trans>Received</Trans>
          </dt>
          <dd className={styles.definition}>{formatDateTime(message.createdAt, lang)}</dd>
          <dt className={styles.term}>
            <Trans>Page language</Trans>
          </dt>
          <dd className={styles.definition}>{message.language === 'en' ? t`English` : t`Turkish`}</dd>
        </dl>
        <p className={styles.message}>{message.message}</p>
      </div>
    </Dialog>
  );
}
