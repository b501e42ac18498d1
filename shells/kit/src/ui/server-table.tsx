import { Trans, useLingui } from '@lingui/react/macro';
import {
  type ColumnDef,
  type ColumnHelper,
  createColumnHelper,
  type RowData,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { Pager, pageCountOf } from './pager.tsx';
import * as styles from './server-table.css.ts';
import { Spinner } from './spinner.tsx';

/** The table features a server table uses: sorting only, and the server does it. */
export const serverTableFeatures = tableFeatures({ rowSortingFeature });
type Features = typeof serverTableFeatures;

/**
 * A column of a ServerTable. A column is sortable only when it says `enableSorting: true` (the
 * server accepts a closed list of sort keys); its `id` (or accessorKey) is the key sent as `sort`.
 */
// biome-ignore lint/suspicious/noExplicitAny: columns of one table carry values of different types
export type ServerTableColumn<Row extends RowData> = ColumnDef<Features, Row, any>;

/** Typed column builders: `const column = serverColumnHelper<AccountRow>()`. */
export function serverColumnHelper<Row extends RowData>(): ColumnHelper<Features, Row> {
  return createColumnHelper<Features, Row>();
}

/** `'-name'` → [{ id: 'name', desc: true }]; the API's sort string as TanStack sorting state. */
export function sortingOf(sort: string): SortingState {
  if (sort === '' || sort === '-') return [];
  return sort.startsWith('-') ? [{ id: sort.slice(1), desc: true }] : [{ id: sort, desc: false }];
}

export function sortOf(sorting: SortingState): string {
  const first = sorting[0];
  return first ? `${first.desc ? '-' : ''}${first.id}` : '';
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
};

const noRows: never[] = [];

/**
 * A table whose rows the server sorts and pages (TanStack Table in manual mode). Sortable headers
 * are buttons inside `th[aria-sort]`; a click asks the parent for the new `sort`, which goes to the
 * address and the query. On phones the table scrolls sideways inside its own focusable region.
 */
export function ServerTable<Row extends RowData>({
  label,
  columns,
  data,
  total,
  page,
  pageSize,
  sort,
  onSortChange,
  onPageChange,
  isLoading = false,
  emptyText,
  getRowId,
}: ServerTableProps<Row>) {
  const { t } = useLingui();
  const sorting = useMemo(() => sortingOf(sort), [sort]);
  const table = useTable({
    features: serverTableFeatures,
    columns,
    data: data ?? noRows,
    ...(getRowId ? { getRowId } : {}),
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      onSortChange(sortOf(next));
    },
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    defaultColumn: { enableSorting: false },
  });
  const headerGroups = table.getHeaderGroups();
  const rows = table.getRowModel().rows;
  const columnCount = Math.max(1, table.getAllLeafColumns().length);

  return (
    <div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className={styles.scroller} aria-label={label} tabIndex={0}>
        <table className={styles.table} aria-label={label} aria-busy={isLoading || undefined}>
          <thead>
            {headerGroups.map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const column = header.column;
                  const sortable = column.getCanSort();
                  const direction = column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      className={styles.headCell}
                      scope="col"
                      colSpan={header.colSpan > 1 ? header.colSpan : undefined}
                      aria-sort={
                        sortable
                          ? direction === 'asc'
                            ? 'ascending'
                            : direction === 'desc'
                              ? 'descending'
                              : 'none'
                          : undefined
                      }
                    >
                      {header.isPlaceholder ? null : sortable ? (
                        <button
                          type="button"
                          className={styles.sortButton}
                          data-sorted={direction !== false}
                          onClick={column.getToggleSortingHandler()}
                        >
                          <table.FlexRender header={header} />
                          {direction === 'asc' ? (
                            <ArrowUp size={16} aria-hidden="true" />
                          ) : direction === 'desc' ? (
                            <ArrowDown size={16} aria-hidden="true" />
                          ) : (
                            <ArrowUpDown size={16} aria-hidden="true" />
                          )}
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className={isLoading && rows.length > 0 ? styles.staleBody : undefined}>
            {rows.length === 0 ? (
              <tr>
                <td className={styles.messageCell} colSpan={columnCount}>
                  {isLoading ? (
                    <Spinner label={t`Loading…`} />
                  ) : (
                    (emptyText ?? <Trans>Nothing to show.</Trans>)
                  )}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id}>
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className={styles.cell}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
      {pageCountOf(total, pageSize) > 1 || page > 1 ? (
        <Pager
          page={page}
          pageSize={pageSize}
          total={total}
          onPageChange={onPageChange}
          label={t`Pages of ${label}`}
        />
      ) : null}
    </div>
  );
}
