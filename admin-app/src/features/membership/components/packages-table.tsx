import { formatDate, Pill, useLang, VisuallyHidden } from '@coach/kit';
import { ActionMenu } from '@coach/kit/menus';
import { ServerTable, type ServerTableColumn, serverColumnHelper } from '@coach/kit/tables';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Pencil, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import type { MembershipPackageView } from '../api/packages.ts';
import { formatMoney, packageNameOf } from './labels.ts';
import * as styles from './membership.css.ts';

const column = serverColumnHelper<MembershipPackageView>();

type PackagesTableProps = {
  /** Already in the table's order (sort-packages.ts). */
  items: MembershipPackageView[];
  sort: string;
  onSortChange: (sort: string) => void;
  isLoading: boolean;
  /** Absent for those who may only look (salesmen). */
  onEdit?: ((item: MembershipPackageView) => void) | undefined;
  onDelete?: ((item: MembershipPackageView) => void) | undefined;
};

function PackageState({ retiredAt }: { retiredAt: string | null }) {
  const lang = useLang();
  if (retiredAt === null) {
    return (
      <Pill tone="success">
        <Trans>On sale</Trans>
      </Pill>
    );
  }
  const since = formatDate(retiredAt, lang);
  return (
    <div className={styles.stack}>
      <span>
        <Pill>
          <Trans>Retired</Trans>
        </Pill>
      </span>
      <span className={styles.since}>
        <Trans>since {since}</Trans>
      </span>
    </div>
  );
}

function Months({ months }: { months: number }) {
  return <Plural value={months} one="# month" other="# months" />;
}

/**
 * Every package, retired ones too: the code, both names, the period, the price, whether it lets
 * its holder coach, and whether it is on sale. Each sortable column's id is its sort key.
 */
export function PackagesTable({
  items,
  sort,
  onSortChange,
  isLoading,
  onEdit,
  onDelete,
}: PackagesTableProps) {
  const { t } = useLingui();
  const lang = useLang();

  const columns = useMemo<ServerTableColumn<MembershipPackageView>[]>(() => {
    const list: ServerTableColumn<MembershipPackageView>[] = [
      column.accessor('code', {
        header: () => t`Code`,
        meta: { priority: 'key' },
        enableSorting: true,
        cell: ({ row }) => <span className={styles.code}>{row.original.code}</span>,
      }),
      column.accessor('nameTr', {
        header: () => t`Turkish name`,
        meta: { priority: 'key' },
        enableSorting: true,
        cell: ({ row }) => <span className={styles.strong}>{row.original.nameTr}</span>,
      }),
      column.accessor('nameEn', {
        header: () => t`English name`,
        meta: { priority: 'default' },
        enableSorting: true,
        cell: ({ row }) => <span className={styles.strong}>{row.original.nameEn}</span>,
      }),
      column.accessor('periodMonths', {
        header: () => t`Period`,
        meta: { priority: 'key' },
        enableSorting: true,
        cell: ({ row }) => (
          <span className={styles.number}>
            <Months months={row.original.periodMonths} />
          </span>
        ),
      }),
      column.accessor('priceUsd', {
        header: () => t`Price (USD)`,
        meta: { priority: 'key' },
        enableSorting: true,
        cell: ({ row }) => (
          <span className={styles.number}>{formatMoney(row.original.priceUsd, 'USD', lang)}</span>
        ),
      }),
      column.accessor('coachLevel', {
        header: () => t`Level`,
        meta: { priority: 'default' },
        cell: ({ row }) =>
          row.original.coachLevel ? (
            <Pill tone="info">
              <Trans>Coach</Trans>
            </Pill>
          ) : (
            <span className={styles.muted}>
              <Trans>Coachee</Trans>
            </span>
          ),
      }),
      column.accessor('retiredAt', {
        id: 'state',
        header: () => t`State`,
        meta: { priority: 'key' },
        enableSorting: true,
        cell: ({ row }) => <PackageState retiredAt={row.original.retiredAt} />,
      }),
    ];
    if (onEdit && onDelete) {
      list.push(
        column.display({
          id: 'actions',
          header: () => <VisuallyHidden>{t`Actions`}</VisuallyHidden>,
          cell: ({ row }) => {
            const item = row.original;
            const name = packageNameOf(item, lang);
            return (
              <div className={styles.rowActions}>
                <ActionMenu
                  label={t`Actions for the package ${name}`}
                  items={[
                    {
                      id: 'edit',
                      label: t`Edit`,
                      icon: <Pencil size={16} aria-hidden="true" />,
                      onAction: () => onEdit(item),
                    },
                    {
                      id: 'delete',
                      label: t`Delete`,
                      tone: 'danger',
                      icon: <Trash2 size={16} aria-hidden="true" />,
                      onAction: () => onDelete(item),
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
    // Every package on one page: a programme sells a handful, so there is nothing to page through
    // (the pager stays hidden while the page holds them all).
    <ServerTable
      label={t`Membership packages`}
      tableId="packages"
      columns={columns}
      data={items}
      total={items.length}
      page={1}
      pageSize={Math.max(1, items.length)}
      sort={sort}
      onSortChange={onSortChange}
      onPageChange={() => {}}
      isLoading={isLoading}
      emptyText={<Trans>No package yet.</Trans>}
      getRowId={(row) => row.membershipPackageId}
    />
  );
}
