// `@coach/kit/tables`: data tables, the server-driven table (TanStack Table inside), the pager and
// the search box over a list (the browser's search input: no react-aria; issue 30).
// A shared entry of its own, apart from `@coach/kit`, so that a page without a table does not
// download TanStack Table (ADR 0026). The host provides it; every remote uses the host's copy.

export { DataTable, dataTableCell, type TableDensity } from '../ui/data-table.tsx';
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
