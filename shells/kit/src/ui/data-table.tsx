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
import { type ReactNode, useEffect, useId, useMemo, useRef } from 'react';
import { useMediaQuery } from '../lib/use-media-query.ts';
import * as styles from './data-table.css.ts';
import { ColumnChooser } from './data-table-chooser.tsx';
import { useColumnChoice } from './data-table-columns.ts';
import { PlainTable, type PlainTableProps } from './data-table-plain.tsx';
import { Spinner } from './spinner.tsx';

/**
 * How much a column matters (ADR 0049):
 * - `key`: always shown, on a desktop and on a phone's card; the administrator cannot hide it.
 * - `default` (the default): shown on a desktop until the administrator hides it; not on a card.
 * - `optional`: hidden until the administrator chooses it in the column chooser; not on a card.
 */
export type ColumnPriority = 'key' | 'default' | 'optional';

/** What a column says about itself besides TanStack's definition: `column.accessor('email', { meta: {...} })`. */
export type DataTableColumnMeta = {
  priority?: ColumnPriority;
  /** The column's name in the chooser and beside its value on a card, when its header is no text. */
  label?: string;
  /**
   * Its place on a phone's card: `title` names the card (one column; else the first key column),
   * `actions` goes to the card's foot (a column with id `actions` is one without saying so).
   */
  card?: 'title' | 'actions';
};

/** Sorting (done by the server) and the columns' meta: the one feature set of the kit's tables. */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  columnMeta: {} as DataTableColumnMeta,
});
type Features = typeof dataTableFeatures;

/**
 * A column of a DataTable (or ServerTable): TanStack's definition with `meta` above. Declared once;
 * the table draws it as a column, hides it, or shows it as a line of a card. A column is sortable
 * only when it says `enableSorting: true`; its `id` (or accessorKey) is the key sent as `sort`.
 */
// biome-ignore lint/suspicious/noExplicitAny: columns of one table carry values of different types
export type DataTableColumn<Row extends RowData> = ColumnDef<Features, Row, any>;

/** Typed column builders: `const column = columnHelper<AccountRow>()`. */
export function columnHelper<Row extends RowData>(): ColumnHelper<Features, Row> {
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

/**
 * Rows chosen with a checkbox each (for bulk actions). The ids are `getRowId`'s, kept by the
 * parent across pages; the table only shows and changes them.
 */
export type DataTableSelection<Row> = {
  /** The ids chosen, on this page and others. */
  selected: ReadonlySet<string>;
  /** A new set each time: a row ticked or unticked, or the page's checkbox pressed. */
  onSelectedChange: (selected: Set<string>) => void;
  /** Names a row's checkbox: "Select Ayşe Yılmaz" is said as `Select ${rowLabel(row)}`. */
  rowLabel: (row: Row) => string;
  /**
   * Shown above the rows while every row of the page is chosen: the place for "Select all 1,284
   * accounts this filter finds" (and its undo). The parent draws it and keeps what it means.
   */
  allMatching?: ReactNode;
};

export type DataTableProps<Row extends RowData> = {
  /** Names the table (or the list of cards) and its scroll region ("Accounts"). */
  label: string;
  /** Keep them stable (module scope or useMemo): a new array rebuilds the table. */
  columns: DataTableColumn<Row>[];
  /** The rows to show, in the order given. */
  data: readonly Row[];
  /** A stable id per row: React's key, and what a selection holds. */
  getRowId: (row: Row, index: number) => string;
  /**
   * Names the table in the browser's storage: with it, the administrator can choose the `default`
   * and `optional` columns (a "Columns" menu), and the choice is kept for this table on this device.
   */
  tableId?: string;
  /** The server's sort (`'name'`, `'-name'`); sortable headers ask for a new one. */
  sort?: string;
  onSortChange?: (sort: string) => void;
  isLoading?: boolean;
  emptyText?: ReactNode;
  /** A checkbox per row and one for the page; leave out for a table without bulk actions. */
  selection?: DataTableSelection<Row>;
  /** Below the rows (the pager). */
  footer?: ReactNode;
  /** A class for a row's `<tr>` or card (the row whose preview is open). */
  rowClassName?: (row: Row) => string | undefined;
};

/** Below this width rows are cards (a phone); the same width as the member app's order history. */
export const cardLayoutQuery = '(max-width: 599px)';

const noRows: never[] = [];

function isActionsColumn(column: { id: string; columnDef: DataTableColumn<never> }): boolean {
  return column.columnDef.meta?.card === 'actions' || column.id === 'actions';
}

function priorityOf(column: { id: string; columnDef: DataTableColumn<never> }): ColumnPriority {
  return isActionsColumn(column) ? 'key' : (column.columnDef.meta?.priority ?? 'default');
}

type HeaderLike = { column: { id: string }; getContext: () => unknown };

/**
 * A column's name as text: its meta label, else its header when that is text or a function that
 * gives text (`header: () => t\`Name\``), else its id.
 */
function columnLabel(
  column: { id: string; columnDef: DataTableColumn<never> },
  headers: readonly HeaderLike[],
): string {
  const header = column.columnDef.header;
  if (column.columnDef.meta?.label) return column.columnDef.meta.label;
  if (typeof header === 'string') return header;
  if (typeof header === 'function') {
    const context = headers.find((candidate) => candidate.column.id === column.id)?.getContext();
    const text = context ? (header as (context: unknown) => unknown)(context) : undefined;
    if (typeof text === 'string') return text;
  }
  return column.id;
}

/** The page checkbox: checked, unchecked, or mixed when some rows of the page are chosen. */
function PageCheckbox({
  label,
  state,
  onChange,
}: {
  label: string;
  state: 'all' | 'some' | 'none';
  onChange: (checked: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={styles.checkbox}
      aria-label={label}
      checked={state === 'all'}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

/**
 * The kit's table of records (ADR 0049). Columns are declared once with a priority: on a desktop
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
  const leafColumns = table.getAllLeafColumns() as unknown as {
    id: string;
    columnDef: DataTableColumn<never>;
  }[];
  const flatHeaders = table.getFlatHeaders() as unknown as HeaderLike[];
  const labelOf = (column: { id: string; columnDef: DataTableColumn<never> }) =>
    columnLabel(column, flatHeaders);
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
  const rowIds = rows.map((row) => row.id);
  const chosenOnPage = selection ? rowIds.filter((id) => selection.selected.has(id)).length : 0;
  const pageState: 'all' | 'some' | 'none' =
    chosenOnPage === 0 ? 'none' : chosenOnPage === rowIds.length ? 'all' : 'some';
  const setPage = (checked: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const id of rowIds) {
      if (checked) next.add(id);
      else next.delete(id);
    }
    selection.onSelectedChange(next);
  };
  const setRow = (id: string, checked: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (checked) next.add(id);
    else next.delete(id);
    selection.onSelectedChange(next);
  };
  const rowCheckbox = (row: (typeof rows)[number]) => {
    if (!selection) return null;
    const name = selection.rowLabel(row.original);
    return (
      <input
        type="checkbox"
        className={styles.checkbox}
        aria-label={t`Select ${name}`}
        checked={selection.selected.has(row.id)}
        onChange={(event) => setRow(row.id, event.target.checked)}
      />
    );
  };

  const sortableColumns = leafColumns.filter((column) => column.columnDef.enableSorting === true);
  const toolbar =
    selection ||
    (tableId && !phone && choosable.length > 0) ||
    (phone && onSortChange && sortableColumns.length) ? (
      <div className={styles.toolbar}>
        {selection && phone && rowIds.length > 0 ? (
          <div className={styles.pageCheck}>
            <PageCheckbox label={t`Select every row on this page`} state={pageState} onChange={setPage} />
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
    selection?.allMatching && pageState === 'all' && rowIds.length > 0 ? (
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
                    <PageCheckbox
                      label={t`Select every row on this page`}
                      state={pageState}
                      onChange={setPage}
                    />
                  </th>
                ) : null}
                {group.headers
                  .filter((header) => shownOnDesktop(header.column.id))
                  .map((header) => {
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

type TableRow<Row extends RowData> = ReturnType<
  ReturnType<typeof useTable<Features, Row>>['getRowModel']
>['rows'][number];

/** A phone's rows: a list of articles, each named by its title field. */
function CardList<Row extends RowData>({
  label,
  rows,
  isLoading,
  checkboxOf,
  labelOf,
  rowClassName,
  FlexRender,
}: {
  label: string;
  rows: TableRow<Row>[];
  isLoading: boolean;
  checkboxOf: (row: TableRow<Row>) => ReactNode;
  labelOf: (column: { id: string; columnDef: DataTableColumn<never> }) => string;
  rowClassName: ((row: Row) => string | undefined) | undefined;
  FlexRender: ReturnType<typeof useTable<Features, Row>>['FlexRender'];
}) {
  const baseId = useId();
  return (
    <ul className={styles.cards} aria-label={label} aria-busy={isLoading || undefined}>
      {rows.map((row, index) => {
        const cells = row.getAllCells() as unknown as (ReturnType<typeof row.getAllCells>[number] & {
          column: { id: string; columnDef: DataTableColumn<never> };
        })[];
        const keyCells = cells.filter((cell) => priorityOf(cell.column) === 'key');
        const actions = keyCells.filter((cell) => isActionsColumn(cell.column));
        const fields = keyCells.filter((cell) => !isActionsColumn(cell.column));
        const title = fields.find((cell) => cell.column.columnDef.meta?.card === 'title') ?? fields[0];
        const titleId = `${baseId}-${index}`;
        return (
          <li key={row.id} className={styles.cardItem}>
            <article
              className={[styles.card, rowClassName?.(row.original) ?? ''].join(' ')}
              aria-labelledby={title ? titleId : undefined}
            >
              <div className={styles.cardHead}>
                {checkboxOf(row)}
                {title ? (
                  <div id={titleId} className={styles.cardTitle}>
                    <FlexRender cell={title} />
                  </div>
                ) : null}
              </div>
              <dl className={styles.cardFields}>
                {fields
                  .filter((cell) => cell !== title)
                  .map((cell) => (
                    <div key={cell.id} className={styles.cardField}>
                      <dt className={styles.cardLabel}>{labelOf(cell.column)}</dt>
                      <dd className={styles.cardValue}>
                        <FlexRender cell={cell} />
                      </dd>
                    </div>
                  ))}
              </dl>
              {actions.length > 0 ? (
                <div className={styles.cardActions}>
                  {actions.map((cell) => (
                    <FlexRender key={cell.id} cell={cell} />
                  ))}
                </div>
              ) : null}
            </article>
          </li>
        );
      })}
    </ul>
  );
}

/** On a phone the headers are gone: the sort is a select of the sortable columns, each way. */
function SortSelect({
  columns,
  sort,
  onSortChange,
}: {
  columns: { id: string; label: string }[];
  sort: string;
  onSortChange: (sort: string) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className={styles.sortSelect}>
      <label htmlFor={id}>
        <Trans>Sort by</Trans>
      </label>
      <select
        id={id}
        className={styles.select}
        value={sort}
        onChange={(event) => onSortChange(event.target.value)}
      >
        {columns.flatMap((column) => {
          const name = column.label;
          return [
            <option key={column.id} value={column.id}>
              {t`${name}, ascending`}
            </option>,
            <option key={`-${column.id}`} value={`-${column.id}`}>
              {t`${name}, descending`}
            </option>,
          ];
        })}
      </select>
    </div>
  );
}

/** @deprecated A PlainTable's cell class (`plainTableCell`), under its former name. */
export { plainCell as dataTableCell } from './data-table.css.ts';
export { PlainTable, type PlainTableProps, plainTableCell, type TableDensity } from './data-table-plain.tsx';
