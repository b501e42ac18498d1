import { formatDateTime, useLang } from '@coach/kit';
import { DataTable, dataTableCell } from '@coach/kit/tables';
import { Plural, useLingui } from '@lingui/react/macro';
import { Eye } from 'lucide-react';
import type { OutboxItem } from '../api/get-outbox.ts';
import { languageLabels, templateLabels } from './labels.ts';
import * as styles from './outbox.css.ts';
import { StatusBadge } from './status-badge.tsx';

type RowProps = { mail: OutboxItem; selected: boolean; onPreview: (id: string) => void };

function OutboxRow({ mail, selected, onPreview }: RowProps) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const { recipient, template, attempts } = mail;
  const kind = templateLabels[template] ? i18n._(templateLabels[template]) : template;
  return (
    <tr className={selected ? styles.selectedRow : undefined}>
      <td className={dataTableCell.comfortable}>
        {recipient}
        <span className={styles.muted}>
          {kind} · {i18n._(languageLabels[mail.language])}
        </span>
      </td>
      <td className={dataTableCell.comfortable}>
        <StatusBadge status={mail.status} />
        <span className={styles.muted}>
          <Plural value={attempts} one="# attempt" other="# attempts" />
        </span>
        {mail.lastError ? (
          <span className={styles.error} title={mail.lastError}>
            {mail.lastError}
          </span>
        ) : null}
      </td>
      <td className={dataTableCell.comfortable}>{formatDateTime(mail.createdAt, lang)}</td>
      <td className={dataTableCell.comfortable}>{mail.sentAt ? formatDateTime(mail.sentAt, lang) : '—'}</td>
      <td className={dataTableCell.comfortable}>
        <button
          type="button"
          className={styles.previewButton}
          onClick={() => onPreview(mail.id)}
          aria-pressed={selected}
          aria-label={t`Preview the mail to ${recipient}`}
          data-mail-id={mail.id}
        >
          <Eye size={18} aria-hidden="true" />
        </button>
      </td>
    </tr>
  );
}

type OutboxTableProps = {
  items: readonly OutboxItem[];
  selectedId: string | null;
  onPreview: (id: string) => void;
};

/** One page of the outbox; each row's button opens its preview. */
export function OutboxTable({ items, selectedId, onPreview }: OutboxTableProps) {
  const { t } = useLingui();
  const headings = [t`Mail`, t`Status`, t`Queued`, t`Sent`, t`Preview`];
  return (
    <DataTable label={t`Mail, newest first`} headings={headings}>
      {items.map((mail) => (
        <OutboxRow key={mail.id} mail={mail} selected={mail.id === selectedId} onPreview={onPreview} />
      ))}
    </DataTable>
  );
}
