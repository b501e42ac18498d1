import { formatNumber, useLang, VisuallyHidden } from '@coach/kit';
import { badgeName } from '@coach/kit/area';
import { ActionMenu } from '@coach/kit/menus';
import {
  type ServerListState,
  ServerTable,
  type ServerTableColumn,
  serverColumnHelper,
} from '@coach/kit/tables';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import type { BadgeView } from '../api/badges.ts';
import * as styles from './badges.css.ts';

const column = serverColumnHelper<BadgeView>();

type BadgesTableProps = ServerListState & {
  items: BadgeView[];
  /** Absent for those who may only look (salesmen never get here; members have no admin area). */
  onEdit?: ((badge: BadgeView) => void) | undefined;
  onDelete?: ((badge: BadgeView) => void) | undefined;
};

/** The badges with both names, their score range and the description in the page's language. */
export function BadgesTable({ onEdit, onDelete, ...table }: BadgesTableProps) {
  const { t } = useLingui();
  const lang = useLang();

  const columns = useMemo<ServerTableColumn<BadgeView>[]>(() => {
    const list: ServerTableColumn<BadgeView>[] = [
      column.accessor('nameTr', {
        header: () => t`Turkish name`,
        meta: { priority: 'key' },
        enableSorting: true,
        cell: ({ row }) => <span className={styles.strong}>{row.original.nameTr}</span>,
      }),
      column.accessor('nameEn', {
        header: () => t`English name`,
        meta: { priority: 'key' },
        enableSorting: true,
        cell: ({ row }) => <span className={styles.strong}>{row.original.nameEn}</span>,
      }),
      column.accessor('lower', {
        header: () => t`Scores`,
        meta: { priority: 'key' },
        enableSorting: true,
        cell: ({ row }) => (
          <span className={styles.range}>
            {formatNumber(row.original.lower, lang)} – {formatNumber(row.original.upper, lang)}
          </span>
        ),
      }),
      column.display({
        id: 'description',
        header: () => t`Description`,
        meta: { priority: 'optional' },
        cell: ({ row }) => (
          <span className={styles.muted}>
            {(lang === 'en' ? row.original.descriptionEn : row.original.descriptionTr) || '—'}
          </span>
        ),
      }),
    ];
    if (onEdit && onDelete) {
      list.push(
        column.display({
          id: 'actions',
          header: () => <VisuallyHidden>{t`Actions`}</VisuallyHidden>,
          cell: ({ row }) => {
            const badge = row.original;
            const name = badgeName(badge, lang);
            return (
              <div className={styles.rowActions}>
                <ActionMenu
                  label={t`Actions for the badge ${name}`}
                  items={[
                    {
                      id: 'edit',
                      label: t`Edit`,
                      icon: <Pencil size={16} aria-hidden="true" />,
                      onAction: () => onEdit(badge),
                    },
                    {
                      id: 'delete',
                      label: t`Delete`,
                      tone: 'danger',
                      icon: <Trash2 size={16} aria-hidden="true" />,
                      onAction: () => onDelete(badge),
                    },
                  ]}
                />
              </div>
            );
          },
        }),
      );
    }
    return list;
  }, [t, lang, onEdit, onDelete]);

  return (
    <ServerTable
      label={t`Badges`}
      tableId="badges"
      columns={columns}
      data={table.items}
      total={table.total}
      page={table.page}
      pageSize={table.pageSize}
      sort={table.sort}
      onSortChange={table.onSortChange}
      onPageChange={table.onPageChange}
      isLoading={table.isLoading}
      emptyText={<Trans>No badge matches.</Trans>}
      getRowId={(row) => row.accountBadgeId}
    />
  );
}
