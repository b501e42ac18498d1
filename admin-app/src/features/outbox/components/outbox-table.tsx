import { formatDateTime, useLang } from '@coach/kit';
import { columnHelper, DataTable, type DataTableColumn } from '@coach/kit/tables';
import { Plural, useLingui } from '@lingui/react/macro';
import { Eye } from 'lucide-react';
import { useMemo } from 'react';
import type { OutboxItem } from '../api/get-outbox.ts';
import { languageLabels, templateLabelOf } from './labels.ts';
import * as styles from './outbox.css.ts';
import { StatusBadge } from './status-badge.tsx';

const column = columnHelper<OutboxItem>();

type OutboxTableProps = {
  items: readonly OutboxItem[];
  selectedId: string | null;
  onPreview: (id: string) => void;
};

/** One page of the outbox; each row's button opens its preview. */
export function OutboxTable({ items, selectedId, onPreview }: OutboxTableProps) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const columns = useMemo<DataTableColumn<OutboxItem>[]>(
    () => [
      column.accessor('recipient', {
        header: () => t`Mail`,
        meta: { priority: 'key' },
        cell: ({ row }) => {
          const mail = row.original;
          const label = templateLabelOf(mail.template);
          const kind = label ? i18n._(label) : mail.template;
          return (
            <>
              {mail.recipient}
              <span className={styles.muted}>
                {kind} · {i18n._(languageLabels[mail.language])}
              </span>
            </>
          );
        },
      }),
      column.accessor('status', {
        header: () => t`Status`,
        meta: { priority: 'key' },
        cell: ({ row }) => {
          const mail = row.original;
          const attempts = mail.attempts;
          return (
            <>
              <StatusBadge status={mail.status} />
              <span className={styles.muted}>
                <Plural value={attempts} one="# attempt" other="# attempts" />
              </span>
              {mail.lastError ? (
                <span className={styles.error} title={mail.lastError}>
                  {mail.lastError}
                </span>
              ) : null}
            </>
          );
        },
      }),
      column.accessor('createdAt', {
        header: () => t`Queued`,
        meta: { priority: 'key' },
        cell: ({ row }) => formatDateTime(row.original.createdAt, lang),
      }),
      column.accessor('sentAt', {
        header: () => t`Sent`,
        cell: ({ row }) => (row.original.sentAt ? formatDateTime(row.original.sentAt, lang) : '—'),
      }),
      column.display({
        id: 'actions',
        header: () => t`Preview`,
        cell: ({ row }) => {
          const { id, recipient } = row.original;
          return (
            <button
              type="button"
              className={styles.previewButton}
              onClick={() => onPreview(id)}
              aria-pressed={id === selectedId}
              aria-label={t`Preview the mail to ${recipient}`}
              data-mail-id={id}
            >
              <Eye size={18} aria-hidden="true" />
            </button>
          );
        },
      }),
    ],
    [t, i18n, lang, onPreview, selectedId],
  );
  return (
    <DataTable
      label={t`Mail, newest first`}
      tableId="outbox"
      columns={columns}
      data={items}
      getRowId={(mail) => mail.id}
      rowClassName={(mail) => (mail.id === selectedId ? styles.selectedRow : undefined)}
    />
  );
}
