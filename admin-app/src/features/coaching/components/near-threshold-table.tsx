import { formatNumber, Link, Pill, useLang, useLangPath } from '@coach/kit';
import { ServerTable, type ServerTableColumn, serverColumnHelper } from '@coach/kit/tables';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { MemberNearThreshold } from '../api/coaching-hours.ts';
import * as styles from './coaching.css.ts';

const column = serverColumnHelper<MemberNearThreshold>();

/**
 * The members near a threshold, closest first as the server sorts them, all on one page (only
 * those within a few hours of 100 or 500). The member's name leads to their profile, where the
 * card "Coaching hours" has the rest of their figures.
 */
export function NearThresholdTable({ items }: { items: MemberNearThreshold[] }) {
  const { t } = useLingui();
  const lang = useLang();
  const langPath = useLangPath();

  const columns = useMemo<ServerTableColumn<MemberNearThreshold>[]>(
    () => [
      column.display({
        id: 'member',
        header: () => t`Member`,
        meta: { priority: 'key' },
        cell: ({ row }) => (
          <Link className={styles.link} to={langPath(`/admin/profile/${row.original.accountId}`)}>
            {`${row.original.name} ${row.original.surname}`}
          </Link>
        ),
      }),
      column.accessor('email', {
        header: () => t`E-mail`,
        meta: { priority: 'default' },
        cell: ({ row }) => <span className={styles.email}>{row.original.email}</span>,
      }),
      column.accessor('credential', {
        header: () => t`Credential`,
        meta: { priority: 'key' },
        cell: ({ row }) => <Pill tone="info">{row.original.credential}</Pill>,
      }),
      column.accessor('hours', {
        header: () => t`Hours`,
        meta: { priority: 'default' },
        cell: ({ row }) => <span className={styles.number}>{formatNumber(row.original.hours, lang)}</span>,
      }),
      column.accessor('missingHours', {
        header: () => t`Missing hours`,
        meta: { priority: 'key' },
        cell: ({ row }) => (
          <span className={styles.number}>{formatNumber(row.original.missingHours, lang)}</span>
        ),
      }),
    ],
    [t, lang, langPath],
  );

  return (
    <ServerTable
      label={t`Members near a threshold`}
      tableId="near-threshold"
      columns={columns}
      data={items}
      total={items.length}
      page={1}
      pageSize={Math.max(1, items.length)}
      sort=""
      onSortChange={() => {}}
      onPageChange={() => {}}
      getRowId={(row) => `${row.accountId}-${row.credential}`}
    />
  );
}
