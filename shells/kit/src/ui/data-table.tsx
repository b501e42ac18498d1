import type { ReactNode } from 'react';
import * as styles from './data-table.css.ts';

export type TableDensity = keyof typeof styles.cell;

type DataTableProps = {
  /** Names the scrollable region for screen readers. */
  label: string;
  headings: readonly ReactNode[];
  density?: TableDensity;
  /** The `<tr>` rows; their cells take `dataTableCell[density]`. */
  children: ReactNode;
};

/**
 * A table of records that scrolls sideways inside its own region on narrow screens instead of
 * widening the page; the region is focusable, so keyboard users can scroll it too.
 */
export function DataTable({ label, headings, density = 'comfortable', children }: DataTableProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className={styles.scroller} aria-label={label} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            {headings.map((heading, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: headings are a fixed list in a fixed order
              <th key={index} className={styles.headCell[density]} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}

export { cell as dataTableCell } from './data-table.css.ts';
