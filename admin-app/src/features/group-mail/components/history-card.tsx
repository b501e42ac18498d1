import { Card, formatDateTime, formatNumber, LoadingBlock, Pill, type PillTone } from '@coach/kit';
import { ProgressBar } from '@coach/kit/area';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type GroupMailHistoryItem, useGroupMailHistory } from '../api/group-mail.ts';
import * as styles from './group-mail.css.ts';

const statusLabels: Record<GroupMailHistoryItem['status'], { label: MessageDescriptor; tone: PillTone }> = {
  queued: { label: msg`Waiting`, tone: 'neutral' },
  running: { label: msg`Queuing`, tone: 'info' },
  done: { label: msg`Queued in the outbox`, tone: 'success' },
  failed: { label: msg`Failed`, tone: 'danger' },
};

function HistoryItem({ mail }: { mail: GroupMailHistoryItem }) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale === 'en' ? 'en' : 'tr';
  const status = statusLabels[mail.status];
  const subject = lang === 'en' ? mail.subjectEn : mail.subjectTr;
  const queued = formatNumber(mail.queued, lang);
  const total = formatNumber(mail.recipientsTotal, lang);
  const skipped = formatNumber(mail.skipped, lang);
  const when = formatDateTime(mail.createdAt, lang);
  const who = mail.sentBy ?? t`a deleted account`;
  return (
    <li className={styles.item}>
      <h3 className={styles.itemTitle}>{subject}</h3>
      <div className={styles.row}>
        <Pill tone={status.tone}>{i18n._(status.label)}</Pill>
        <span className={styles.muted}>
          <Trans>
            Sent by {who} on {when}
          </Trans>
        </span>
      </div>
      {mail.status === 'queued' || mail.status === 'running' ? (
        <ProgressBar
          label={t`Queuing “${subject}”`}
          value={mail.progress}
          valueLabel={t`${queued} of ${total} mails`}
        />
      ) : (
        <p className={styles.muted}>
          <Trans>
            {queued} mails queued; {skipped} members skipped (programme news off).
          </Trans>
        </p>
      )}
    </li>
  );
}

/** The mails sent to groups: who sent what, to how many, and how far the newest got. */
export function HistoryCard() {
  const { t } = useLingui();
  const { data, isPending } = useGroupMailHistory();
  return (
    <Card title={<Trans>Sent mails</Trans>}>
      {isPending || !data ? (
        <LoadingBlock label={t`Loading the sent mails…`} />
      ) : data.items.length === 0 ? (
        <p className={styles.muted}>
          <Trans>No mail has been sent to a group yet.</Trans>
        </p>
      ) : (
        <ul className={styles.list}>
          {data.items.map((mail) => (
            <HistoryItem key={mail.id} mail={mail} />
          ))}
        </ul>
      )}
    </Card>
  );
}
