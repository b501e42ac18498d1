import type { ReactNode } from 'react';
import * as styles from './data-table.css.ts';

export type TableDensity = keyof typeof styles.plainCell;

export type PlainTableProps = {
  /** Names the scrollable region for screen readers. */
  label: string;
  headings: readonly ReactNode[];
  density?: TableDensity;
  /** The `<tr>` rows; their cells take `plainTableCell[density]`. */
  children: ReactNode;
};

/**
 * A small fixed table written out by hand (a chart's figures, an import's error report) that
 * scrolls sideways inside its own focusable region on narrow screens. Lists of records use
 * `DataTable` with columns instead: it fits a desktop and turns rows into cards on a phone.
 */
export function PlainTable({ label, headings, density = 'comfortable', children }: PlainTableProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className={styles.scroller} aria-label={label} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            {headings.map((heading, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: headings are a fixed list in a fixed order
              <th key={index} className={styles.plainHeadCell[density]} scope="col">
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

export { plainCell as plainTableCell } from './data-table.css.ts';
