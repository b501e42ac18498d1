import { Button, formatDateTime, Pill, useLang, VisuallyHidden } from '@coach/kit';
import {
  type ServerListState,
  ServerTable,
  type ServerTableColumn,
  serverColumnHelper,
} from '@coach/kit/tables';
import { Trans, useLingui } from '@lingui/react/macro';
import { MailOpen } from 'lucide-react';
import { useMemo } from 'react';
import type { ContactMessageItem } from '../api/contact-messages.ts';
import * as styles from './contact-messages.css.ts';

const column = serverColumnHelper<ContactMessageItem>();

type Props = ServerListState & {
  items: ContactMessageItem[];
  onOpen: (message: ContactMessageItem) => void;
};

/** The inbox: newest first by default, unread messages in bold and marked in words. */
export function ContactMessagesTable({ onOpen, items, ...table }: Props) {
  const { t } = useLingui();
  const lang = useLang();
  const columns = useMemo<ServerTableColumn<ContactMessageItem>[]>(
    () => [
      column.accessor('createdAt', {
        header: () => t`Received`,
        meta: { priority: 'key' },
        enableSorting: true,
        cell: ({ row }) => (
          <span className={styles.when}>{formatDateTime(row.original.createdAt, lang)}</span>
        ),
      }),
      column.accessor('name', {
        header: () => t`From`,
        meta: { priority: 'key' },
        enableSorting: true,
        cell: ({ row }) => (
          <div className={styles.stack}>
            <span className={row.original.readAt ? styles.sender : `${styles.sender} ${styles.unread}`}>
              {row.original.name} {row.original.surname}
            </span>
            <span className={styles.muted}>{row.original.email}</span>
          </div>
        ),
      }),
      column.accessor('message', {
        header: () => t`Message`,
        meta: { priority: 'default' },
        cell: ({ row }) => <p className={styles.snippet}>{row.original.message}</p>,
      }),
      column.accessor('readAt', {
        header: () => t`State`,
        meta: { priority: 'key' },
        cell: ({ row }) =>
          row.original.readAt ? <Pill tone="neutral">{t`Read`}</Pill> : <Pill tone="info">{t`Unread`}</Pill>,
      }),
      column.display({
        id: 'actions',
        header: () => <VisuallyHidden>{t`Actions`}</VisuallyHidden>,
        cell: ({ row }) => {
          const sender = `${row.original.name} ${row.original.surname}`;
          return (
            <Button
              variant="ghost"
              size="sm"
              icon={<MailOpen size={16} aria-hidden="true" />}
              aria-label={t`View the message of ${sender}`}
              data-message-id={row.original.id}
              onClick={() => onOpen(row.original)}
            >
              <Trans>View</Trans>
            </Button>
          );
        },
      }),
    ],
    [t, lang, onOpen],
  );
  return (
    <ServerTable
      label={t`Contact messages`}
      tableId="contact-messages"
      columns={columns}
      data={items}
      emptyText={<Trans>No message matches.</Trans>}
      getRowId={(row) => row.id}
      {...table}
    />
  );
}
