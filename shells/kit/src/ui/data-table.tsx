import { Trans, useLingui } from '@lingui/react/macro';
import { type RowData, type SortingState, type Updater, useTable } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useMemo } from 'react';
import { useMediaQuery } from '../lib/use-media-query.ts';
import * as styles from './data-table.css.ts';
import { CardList, SortSelect } from './data-table-cards.tsx';
import { ColumnChooser } from './data-table-chooser.tsx';
import { useColumnChoice } from './data-table-columns.ts';
import {
  cardLayoutQuery,
  columnLabel,
  type DataTableProps,
  dataTableFeatures,
  type Features,
  type HeaderLike,
  type KitColumn,
  priorityOf,
  sortingOf,
  sortOf,
} from './data-table-model.ts';
import { PlainTable, type PlainTableProps } from './data-table-plain.tsx';
import { useTableSelection } from './data-table-selection.tsx';
import { Spinner } from './spinner.tsx';

export {
  type ColumnPriority,
  cardLayoutQuery,
  columnHelper,
  type DataTableColumn,
  type DataTableColumnMeta,
  type DataTableProps,
  type DataTableSelection,
  dataTableFeatures,
  sortingOf,
  sortOf,
} from './data-table-model.ts';

const noRows: never[] = [];

/**
 * The kit's table of records (ADR 0050). Columns are declared once with a priority: on a desktop
 * the key and default columns are drawn, and with a `tableId` the administrator can hide or add
 * the others from a "Columns" menu, remembered per table. On a phone (`cardLayoutQuery`) each row
 * is an `article` in a list, named by its title field, with its key fields and its actions; sorting
 * is then a select above the cards. With `selection`, a checkbox per row and one for the page.
 * Sorting and paging are the server's: `ServerTable` adds the pager.
 */
export function DataTable<Row extends RowData>(props: DataTableProps<Row> | PlainTableProps) {
  // The hand-written form (`headings` and `<tr>` children) is a PlainTable, kept so that a small
  // fixed table written that way still works; lists declare columns.
  if ('headings' in props) return <PlainTable {...props} />;
  return <FittingTable {...props} />;
}

function FittingTable<Row extends RowData>({
  label,
  columns,
  data,
  getRowId,
  tableId,
  sort = '',
  onSortChange,
  isLoading = false,
  emptyText,
  selection,
  footer,
  rowClassName,
}: DataTableProps<Row>) {
  const { t } = useLingui();
  const phone = useMediaQuery(cardLayoutQuery);
  const sorting = useMemo(() => sortingOf(sort), [sort]);
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: (data ?? noRows) as Row[],
    getRowId,
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      onSortChange?.(sortOf(next));
    },
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    defaultColumn: { enableSorting: false },
  });
  const leafColumns = table.getAllLeafColumns() as unknown as KitColumn[];
  const flatHeaders = table.getFlatHeaders() as unknown as HeaderLike[];
  const labelOf = (column: KitColumn) => columnLabel(column, flatHeaders);
  const choosable = leafColumns
    .filter((column) => priorityOf(column) !== 'key')
    .map((column) => ({
      id: column.id,
      label: labelOf(column),
      shownByDefault: priorityOf(column) === 'default',
    }));
  const [isShown, setShown] = useColumnChoice(tableId, choosable);
  const shownOnDesktop = (columnId: string) => {
    const column = leafColumns.find((candidate) => candidate.id === columnId);
    return !column || priorityOf(column) === 'key' || isShown(columnId);
  };
  const rows = table.getRowModel().rows;
  const { pageState, pageCheckbox, rowCheckbox } = useTableSelection(
    selection,
    rows.map((row) => row.id),
  );

  const sortableColumns = leafColumns.filter((column) => column.columnDef.enableSorting === true);
  const toolbar =
    selection ||
    (tableId && !phone && choosable.length > 0) ||
    (phone && onSortChange && sortableColumns.length) ? (
      <div className={styles.toolbar}>
        {selection && phone && rows.length > 0 ? (
          <div className={styles.pageCheck}>
            {pageCheckbox}
            <span aria-hidden="true">
              <Trans>This page</Trans>
            </span>
          </div>
        ) : null}
        {phone && onSortChange && sortableColumns.length > 0 ? (
          <SortSelect
            columns={sortableColumns.map((column) => ({ id: column.id, label: labelOf(column) }))}
            sort={sort}
            onSortChange={onSortChange}
          />
        ) : null}
        {tableId && !phone && choosable.length > 0 ? (
          <ColumnChooser
            label={t`Columns of ${label}`}
            columns={choosable.map((column) => ({ ...column, shown: isShown(column.id) }))}
            onShownChange={setShown}
          />
        ) : null}
      </div>
    ) : null;

  const allMatching =
    selection?.allMatching && pageState === 'all' && rows.length > 0 ? (
      <div className={styles.allMatching}>{selection.allMatching}</div>
    ) : null;

  const empty =
    rows.length === 0 ? (
      isLoading ? (
        <Spinner label={t`Loading…`} />
      ) : (
        (emptyText ?? <Trans>Nothing to show.</Trans>)
      )
    ) : null;

  if (phone) {
    return (
      <div className={styles.frame}>
        {toolbar}
        {allMatching}
        {empty !== null ? (
          <p className={styles.message}>{empty}</p>
        ) : (
          <CardList
            label={label}
            rows={rows}
            isLoading={isLoading}
            checkboxOf={rowCheckbox}
            labelOf={labelOf}
            rowClassName={rowClassName}
            FlexRender={table.FlexRender}
          />
        )}
        {footer}
      </div>
    );
  }

  const headerGroups = table.getHeaderGroups();
  const columnCount = Math.max(1, leafColumns.filter((column) => shownOnDesktop(column.id)).length);
  return (
    <div className={styles.frame}>
      {toolbar}
      {allMatching}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className={styles.scroller} aria-label={label} tabIndex={0}>
        <table className={styles.table} aria-label={label} aria-busy={isLoading || undefined}>
          <thead>
            {headerGroups.map((group) => (
              <tr key={group.id}>
                {selection ? (
                  <th scope="col" className={styles.checkCell}>
                    {pageCheckbox}
                  </th>
                ) : null}
                {group.headers
                  .filter((header) => shownOnDesktop(header.column.id))
                  .map((header) => (
                    <HeadCell key={header.id} header={header} FlexRender={table.FlexRender} />
                  ))}
              </tr>
            ))}
          </thead>
          <tbody className={isLoading && rows.length > 0 ? styles.staleBody : undefined}>
            {empty !== null ? (
              <tr>
                <td className={styles.messageCell} colSpan={columnCount + (selection ? 1 : 0)}>
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr
                  key={row.id}
                  className={rowClassName?.(row.original)}
                  data-selected={selection?.selected.has(row.id) || undefined}
                >
                  {selection ? <td className={styles.checkCell}>{rowCheckbox(row)}</td> : null}
                  {row
                    .getAllCells()
                    .filter((cell) => shownOnDesktop(cell.column.id))
                    .map((cell) => (
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
      {footer}
    </div>
  );
}

type Header<Row extends RowData> = ReturnType<
  ReturnType<typeof useTable<Features, Row>>['getFlatHeaders']
>[number];

/** A column's header: a button that asks the server for the other order when the column sorts. */
function HeadCell<Row extends RowData>({
  header,
  FlexRender,
}: {
  header: Header<Row>;
  FlexRender: ReturnType<typeof useTable<Features, Row>>['FlexRender'];
}) {
  const column = header.column;
  const sortable = column.getCanSort();
  const direction = column.getIsSorted();
  const ariaSort = direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';
  const Arrow = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <th
      className={styles.headCell}
      scope="col"
      colSpan={header.colSpan > 1 ? header.colSpan : undefined}
      aria-sort={sortable ? ariaSort : undefined}
    >
      {header.isPlaceholder ? null : sortable ? (
        <button
          type="button"
          className={styles.sortButton}
          data-sorted={direction !== false}
          onClick={column.getToggleSortingHandler()}
        >
          <FlexRender header={header} />
          <Arrow size={16} aria-hidden="true" />
        </button>
      ) : (
        <FlexRender header={header} />
      )}
    </th>
  );
}

/** @deprecated A PlainTable's cell class (`plainTableCell`), under its former name. */
export { plainCell as dataTableCell } from './data-table.css.ts';
export { PlainTable, type PlainTableProps, plainTableCell, type TableDensity } from './data-table-plain.tsx';
