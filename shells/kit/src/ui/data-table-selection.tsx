import { useLingui } from '@lingui/react/macro';
import type { RowData } from '@tanstack/react-table';
import { useEffect, useRef } from 'react';
import * as styles from './data-table.css.ts';
import type { DataTableSelection, TableRow } from './data-table-model.ts';

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

export type PageState = 'all' | 'some' | 'none';

/**
 * The checkboxes of a table with a selection: how much of this page is chosen, the page's checkbox
 * and each row's. The chosen ids live with the parent (they span pages); this only changes them.
 */
export function useTableSelection<Row extends RowData>(
  selection: DataTableSelection<Row> | undefined,
  rowIds: readonly string[],
) {
  const { t } = useLingui();
  const chosenOnPage = selection ? rowIds.filter((id) => selection.selected.has(id)).length : 0;
  const pageState: PageState = chosenOnPage === 0 ? 'none' : chosenOnPage === rowIds.length ? 'all' : 'some';
  const change = (ids: readonly string[], checked: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const id of ids) {
      if (checked) next.add(id);
      else next.delete(id);
    }
    selection.onSelectedChange(next);
  };
  const pageCheckbox = (
    <PageCheckbox
      label={t`Select every row on this page`}
      state={pageState}
      onChange={(checked) => change(rowIds, checked)}
    />
  );
  const rowCheckbox = (row: TableRow<Row>) => {
    if (!selection) return null;
    const name = selection.rowLabel(row.original);
    return (
      <input
        type="checkbox"
        className={styles.checkbox}
        aria-label={t`Select ${name}`}
        checked={selection.selected.has(row.id)}
        onChange={(event) => change([row.id], event.target.checked)}
      />
    );
  };
  return { pageState, pageCheckbox, rowCheckbox };
}
