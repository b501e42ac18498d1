import { Button, formatDateTime, Pill, useLang, VisuallyHidden } from '@coach/kit';
import {
  type ServerListState,
  ServerTable,
  type ServerTableColumn,
  serverColumnHelper,
} from '@coach/kit/tables';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileText } from 'lucide-react';
import { useMemo } from 'react';
import type { OrderListItemView } from '../api/orders.ts';
import { formatMoney, methodLabels, methodTones, packageNameOf, providerLabels } from './labels.ts';
import * as styles from './orders.css.ts';

const column = serverColumnHelper<OrderListItemView>();

type OrdersTableProps = ServerListState & {
  items: OrderListItemView[];
  onOpen: (order: OrderListItemView) => void;
};

/** The orders, a page at a time, newest or oldest first (the one sortable column is the date). */
export function OrdersTable({ onOpen, ...table }: OrdersTableProps) {
  const { t, i18n } = useLingui();
  const lang = useLang();

  const columns = useMemo<ServerTableColumn<OrderListItemView>[]>(
    () => [
      column.accessor('orderNumber', {
        header: () => t`Order no.`,
        cell: ({ row }) => <span className={styles.number}>{row.original.orderNumber}</span>,
      }),
      column.accessor('createdAt', {
        header: () => t`Date`,
        enableSorting: true,
        cell: ({ row }) => (
          <span className={styles.nowrap}>{formatDateTime(row.original.createdAt, lang)}</span>
        ),
      }),
      column.accessor('buyerName', {
        header: () => t`Buyer`,
        cell: ({ row }) => (
          <div className={styles.stack}>
            <span>{row.original.buyerName}</span>
            <span className={styles.muted}>{row.original.buyerEmail}</span>
          </div>
        ),
      }),
      column.accessor('packageCode', {
        header: () => t`Package`,
        cell: ({ row }) => packageNameOf(row.original, lang),
      }),
      column.accessor('priceUsd', {
        header: () => t`Amount`,
        cell: ({ row }) => (
          <span className={styles.number}>
            {formatMoney(row.original.priceUsd, row.original.currency, lang)}
          </span>
        ),
      }),
      column.accessor('method', {
        header: () => t`Method`,
        cell: ({ row }) => (
          <Pill tone={methodTones[row.original.method]}>{i18n._(methodLabels[row.original.method])}</Pill>
        ),
      }),
      column.accessor('provider', {
        header: () => t`Provider`,
        cell: ({ row }) =>
          row.original.provider ? (
            <div className={styles.stack}>
              <span>{i18n._(providerLabels[row.original.provider])}</span>
              {row.original.providerReference ? (
                <span className={`${styles.muted} ${styles.reference}`}>
                  {row.original.providerReference}
                </span>
              ) : null}
            </div>
          ) : (
            <span className={styles.muted}>{t`None`}</span>
          ),
      }),
      column.display({
        id: 'actions',
        header: () => <VisuallyHidden>{t`Actions`}</VisuallyHidden>,
        cell: ({ row }) => {
          const number = row.original.orderNumber;
          return (
            <Button
              variant="ghost"
              size="sm"
              icon={<FileText size={16} aria-hidden="true" />}
              onClick={() => onOpen(row.original)}
              aria-label={t`Details of order ${number}`}
            >
              <Trans>Details</Trans>
            </Button>
          );
        },
      }),
    ],
    [t, i18n, lang, onOpen],
  );

  return (
    <ServerTable
      label={t`Orders`}
      columns={columns}
      data={table.items}
      total={table.total}
      page={table.page}
      pageSize={table.pageSize}
      sort={table.sort}
      onSortChange={table.onSortChange}
      onPageChange={table.onPageChange}
      isLoading={table.isLoading}
      emptyText={<Trans>No order matches.</Trans>}
      getRowId={(row) => row.orderId}
    />
  );
}
