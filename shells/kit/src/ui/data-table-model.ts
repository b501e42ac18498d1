import {
  type ColumnDef,
  type ColumnHelper,
  createColumnHelper,
  type RowData,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  type useTable,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';

// What the kit's table declares (ADR 0050): a column's priority and place on a card, the feature set,
// the props, and how a column is named and ranked. The drawing is in data-table.tsx (the desktop
// table), data-table-cards.tsx (a phone's cards) and data-table-selection.tsx (the checkboxes).

/**
 * How much a column matters (ADR 0050):
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
export type Features = typeof dataTableFeatures;

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

export function isActionsColumn(column: { id: string; columnDef: DataTableColumn<never> }): boolean {
  return column.columnDef.meta?.card === 'actions' || column.id === 'actions';
}

export function priorityOf(column: { id: string; columnDef: DataTableColumn<never> }): ColumnPriority {
  return isActionsColumn(column) ? 'key' : (column.columnDef.meta?.priority ?? 'default');
}

export type HeaderLike = { column: { id: string }; getContext: () => unknown };

/**
 * A column's name as text: its meta label, else its header when that is text or a function that
 * gives text (`header: () => t\`Name\``), else its id.
 */
export function columnLabel(
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

/** A row of the table's model, as the desktop table and the cards draw it. */
export type TableRow<Row extends RowData> = ReturnType<
  ReturnType<typeof useTable<Features, Row>>['getRowModel']
>['rows'][number];

/** A column as the kit reads it: its id and its definition with the kit's meta. */
export type KitColumn = { id: string; columnDef: DataTableColumn<never> };
