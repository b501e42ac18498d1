import { useLingui } from '@lingui/react/macro';
import type { ColumnHelper, RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import {
  columnHelper,
  DataTable,
  type DataTableColumn,
  type DataTableSelection,
  dataTableFeatures,
} from './data-table.tsx';
import { Pager, pageCountOf } from './pager.tsx';

export { sortingOf, sortOf } from './data-table.tsx';

/** The table features a server table uses: sorting (done by the server) and the columns' meta. */
export const serverTableFeatures = dataTableFeatures;

/** A column of a ServerTable: a DataTable's column (priority in `meta`, ADR 0049). */
export type ServerTableColumn<Row extends RowData> = DataTableColumn<Row>;

/** Typed column builders: `const column = serverColumnHelper<AccountRow>()`. */
export function serverColumnHelper<Row extends RowData>(): ColumnHelper<typeof dataTableFeatures, Row> {
  return columnHelper<Row>();
}

/** Where a server-sorted, server-paged list is: what a page's table component passes on. */
export type ServerListState = {
  total: number;
  page: number;
  pageSize: number;
  /** `'name'` ascending, `'-name'` descending. */
  sort: string;
  onSortChange: (sort: string) => void;
  onPageChange: (page: number) => void;
  isLoading?: boolean;
};

export type ServerTableProps<Row extends RowData> = ServerListState & {
  /** Names the table and its scroll region ("Members"). */
  label: string;
  /** Keep them stable (module scope or useMemo): a new array rebuilds the table. */
  columns: ServerTableColumn<Row>[];
  /** The current page of rows, already sorted by the server. */
  data: Row[];
  emptyText?: ReactNode;
  getRowId?: (row: Row, index: number) => string;
  /** Keeps the administrator's column choice for this table (see DataTable). */
  tableId?: string;
  /** A checkbox per row and one for the page (see DataTable). */
  selection?: DataTableSelection<Row>;
};

const indexId = (_row: unknown, index: number) => String(index);

/**
 * A DataTable whose rows the server sorts and pages: sortable headers (a select on a phone) ask
 * the parent for a new `sort`, which goes to the address and the query; the pager below moves
 * between pages and jumps to one.
 */
export function ServerTable<Row extends RowData>({
  label,
  total,
  page,
  pageSize,
  onPageChange,
  getRowId,
  ...table
}: ServerTableProps<Row>) {
  const { t } = useLingui();
  return (
    <DataTable<Row>
      label={label}
      getRowId={getRowId ?? indexId}
      {...table}
      footer={
        pageCountOf(total, pageSize) > 1 || page > 1 ? (
          <Pager
            page={page}
            pageSize={pageSize}
            total={total}
            onPageChange={onPageChange}
            label={t`Pages of ${label}`}
          />
        ) : null
      }
    />
  );
}
