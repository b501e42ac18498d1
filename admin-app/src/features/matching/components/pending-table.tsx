import {
  Button,
  formatDate,
  formatDateTime,
  formatNumber,
  Link,
  Pill,
  useLang,
  useLangPath,
  VisuallyHidden,
} from '@coach/kit';
import {
  type ServerListState,
  ServerTable,
  type ServerTableColumn,
  serverColumnHelper,
} from '@coach/kit/tables';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link2 } from 'lucide-react';
import { useMemo } from 'react';
import type { PendingAssignment } from '../api/matching.ts';
import { languageNames, roleLabels, useReasonText } from './labels.ts';
import * as styles from './matching.css.ts';

const column = serverColumnHelper<PendingAssignment>();

/**
 * Why the last run passed a request over, and when. A component of its own, so that the columns
 * stay the same objects when the limits its sentences name arrive (new columns remount the cells).
 */
function WhyNotMatched({ skip }: { skip: PendingAssignment['lastSkip'] }) {
  const { t } = useLingui();
  const lang = useLang();
  const reasonText = useReasonText();
  if (!skip) return <span className={styles.muted}>{t`No run has passed it over yet.`}</span>;
  const date = formatDate(skip.at, lang);
  return (
    <div className={styles.stack}>
      <p className={styles.reason}>{reasonText(skip.reason)}</p>
      <span className={styles.muted}>
        <Trans>Run of {date}</Trans>
      </span>
    </div>
  );
}

type PendingTableProps = ServerListState & {
  items: PendingAssignment[];
  /** Opens manual matching with this request on its side. */
  onPair: (request: PendingAssignment) => void;
};

/**
 * The open requests, a page at a time, sorted by the server (each sortable column's id is the sort
 * key it sends): the seed's columns, then the languages and why the last run passed it over.
 */
export function PendingTable({ onPair, ...table }: PendingTableProps) {
  const { t, i18n } = useLingui();
  const lang = useLang();
  const langPath = useLangPath();

  const columns = useMemo<ServerTableColumn<PendingAssignment>[]>(
    () => [
      column.accessor('name', {
        header: () => t`Name`,
        meta: { priority: 'key' },
        enableSorting: true,
        cell: ({ row }) => (
          <Link className={styles.link} to={langPath(`/admin/profile/${row.original.accountId}`)}>
            {row.original.name}
          </Link>
        ),
      }),
      column.accessor('surname', { header: () => t`Surname`, meta: { priority: 'key' } }),
      column.accessor('role', {
        header: () => t`Role`,
        meta: { priority: 'key' },
        cell: ({ row }) => (
          <Pill tone={row.original.role === 'coach' ? 'info' : 'neutral'}>
            {i18n._(roleLabels[row.original.role])}
          </Pill>
        ),
      }),
      column.accessor('score', {
        header: () => t`Score`,
        meta: { priority: 'default' },
        enableSorting: true,
        cell: ({ row }) => <span className={styles.number}>{formatNumber(row.original.score, lang)}</span>,
      }),
      column.accessor('email', { header: () => t`E-mail`, meta: { priority: 'default' } }),
      column.accessor('languages', {
        header: () => t`Languages`,
        meta: { priority: 'default' },
        cell: ({ row }) => row.original.languages.map((language) => languageNames[language]).join(', '),
      }),
      column.accessor('requestedAt', {
        header: () => t`Request date`,
        meta: { priority: 'key' },
        enableSorting: true,
        cell: ({ row }) => (
          <span className={styles.nowrap}>{formatDateTime(row.original.requestedAt, lang)}</span>
        ),
      }),
      column.accessor('coachRequestCount', {
        header: () => t`Coach requests`,
        meta: { priority: 'optional' },
        cell: ({ row }) => (
          <span className={styles.number}>{formatNumber(row.original.coachRequestCount, lang)}</span>
        ),
      }),
      column.accessor('coacheeRequestCount', {
        header: () => t`Coachee requests`,
        meta: { priority: 'optional' },
        cell: ({ row }) => (
          <span className={styles.number}>{formatNumber(row.original.coacheeRequestCount, lang)}</span>
        ),
      }),
      column.accessor('lastSkip', {
        header: () => t`Why not matched yet`,
        meta: { priority: 'default' },
        cell: ({ row }) => <WhyNotMatched skip={row.original.lastSkip} />,
      }),
      column.display({
        id: 'actions',
        header: () => <VisuallyHidden>{t`Actions`}</VisuallyHidden>,
        cell: ({ row }) => {
          const fullName = `${row.original.name} ${row.original.surname}`;
          return (
            <Button
              variant="secondary"
              size="sm"
              icon={<Link2 size={16} aria-hidden="true" />}
              aria-label={
                row.original.role === 'coach'
                  ? t`Pair the coach request of ${fullName}`
                  : t`Pair the coachee request of ${fullName}`
              }
              onClick={() => onPair(row.original)}
            >
              <Trans>Pair…</Trans>
            </Button>
          );
        },
      }),
    ],
    [t, i18n, lang, langPath, onPair],
  );

  return (
    <ServerTable
      label={t`Open requests`}
      tableId="pending-requests"
      columns={columns}
      data={table.items}
      total={table.total}
      page={table.page}
      pageSize={table.pageSize}
      sort={table.sort}
      onSortChange={table.onSortChange}
      onPageChange={table.onPageChange}
      isLoading={table.isLoading}
      emptyText={<Trans>No open request matches.</Trans>}
      getRowId={(row) => row.requestId}
    />
  );
}
