import { Trans, useLingui } from '@lingui/react/macro';
import type { RowData, useTable } from '@tanstack/react-table';
import { type ReactNode, useId } from 'react';
import * as styles from './data-table.css.ts';
import {
  type Features,
  isActionsColumn,
  type KitColumn,
  priorityOf,
  type TableRow,
} from './data-table-model.ts';

/** A phone's rows: a list of articles, each named by its title field. */
export function CardList<Row extends RowData>({
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
  labelOf: (column: KitColumn) => string;
  rowClassName: ((row: Row) => string | undefined) | undefined;
  FlexRender: ReturnType<typeof useTable<Features, Row>>['FlexRender'];
}) {
  const baseId = useId();
  return (
    <ul className={styles.cards} aria-label={label} aria-busy={isLoading || undefined}>
      {rows.map((row, index) => {
        const cells = row.getAllCells() as unknown as (ReturnType<typeof row.getAllCells>[number] & {
          column: KitColumn;
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
export function SortSelect({
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
