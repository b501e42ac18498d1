// `@coach/kit/tables`: data tables (TanStack Table inside: columns with priorities, a column chooser,
// cards on a phone, row selection; ADR 0049), the server-driven table, the pager and the search box
// over a list (the browser's search input: no react-aria; issue 30; the column chooser's menu is
// loaded when first reached for). A shared entry of its own, apart from `@coach/kit`, so that a page
// without a table does not download TanStack Table (ADR 0026). The host provides it; every remote
// uses the host's copy.

export {
  type ColumnPriority,
  cardLayoutQuery,
  columnHelper,
  DataTable,
  type DataTableColumn,
  type DataTableColumnMeta,
  type DataTableProps,
  type DataTableSelection,
  dataTableCell,
  PlainTable,
  type PlainTableProps,
  plainTableCell,
  type TableDensity,
} from '../ui/data-table.tsx';
export { columnChoiceKey } from '../ui/data-table-columns.ts';
export { Pager, type PagerProps } from '../ui/pager.tsx';
export { SearchField } from '../ui/search-field.tsx';
export {
  type ServerListState,
  ServerTable,
  type ServerTableColumn,
  type ServerTableProps,
  serverColumnHelper,
  serverTableFeatures,
} from '../ui/server-table.tsx';
