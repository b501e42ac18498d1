import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId, useState } from 'react';
import { useLang } from '../../i18n/use-lang.ts';
import { formatNumber } from '../../lib/format.ts';
import { visuallyHidden } from '../visually-hidden.css.ts';
import * as styles from './charts.css.ts';
import { type BoxSize, useBoxSize } from './use-box-size.ts';

export type LegendItem = { label: string; color: string; value?: number };

type ChartFrameProps = {
  label: string;
  /** The table's columns: one per series. */
  columns: string[];
  /** The table's rows: a category or a day, with one value per column (null: none, shown as a dash). */
  rows: { header: string; values: (number | null)[] }[];
  /** `shown`: the table is always shown, without the button (the reports). */
  numbers?: 'onRequest' | 'shown' | undefined;
  legend?: LegendItem[];
  /** The SVG's content at the box's size. */
  draw: (size: BoxSize) => ReactNode;
};

/** Before the box is measured (and where nothing is laid out, as in tests). */
const fallbackSize = { width: 600, height: 280 };

/**
 * A chart as an SVG image that fills its box, named for assistive technology, with its legend and
 * a table of the same numbers, read by screen readers and shown on request ("Show the numbers":
 * the exact figures, for the mouse and the keyboard alike). While hidden, the table's wrapper is
 * the visually hidden part: a table set to 1 px still lays out as wide as its content, and made a
 * phone's page scroll sideways; shown, it scrolls sideways within its own box.
 */
export function ChartFrame({ label, columns, rows, legend, draw, numbers = 'onRequest' }: ChartFrameProps) {
  const { t } = useLingui();
  const lang = useLang();
  const { ref, size } = useBoxSize<HTMLDivElement>(fallbackSize);
  const [toggled, setToggled] = useState(false);
  const alwaysShown = numbers === 'shown';
  const tableShown = alwaysShown || toggled;
  const tableId = useId();
  return (
    <figure className={styles.figure}>
      <div ref={ref} className={styles.plotBox}>
        <svg
          role="img"
          aria-label={label}
          className={styles.svg}
          viewBox={`0 0 ${size.width} ${size.height}`}
        >
          {draw(size)}
        </svg>
      </div>
      {legend ? (
        // The table says the same to a screen reader.
        <ul aria-hidden="true" className={styles.legend}>
          {legend.map((item) => (
            <li key={item.label} className={styles.legendItem}>
              <span className={styles.swatch} style={{ background: item.color }} />
              {item.label}
              {item.value === undefined ? null : (
                <span className={styles.legendValue}>{formatNumber(item.value, lang)}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {alwaysShown ? null : (
        <button
          type="button"
          className={styles.tableToggle}
          aria-expanded={tableShown}
          aria-controls={tableId}
          onClick={() => setToggled((shown) => !shown)}
        >
          {tableShown ? t`Hide the numbers` : t`Show the numbers`}
        </button>
      )}
      <div
        id={tableId}
        className={tableShown ? styles.tableBox : visuallyHidden}
        // Shown for good, a wide table scrolls in its own box: the keyboard must reach it too.
        {...(alwaysShown ? { tabIndex: 0, role: 'group', 'aria-label': label } : {})}
      >
        <table className={styles.table}>
          <caption className={styles.caption}>{label}</caption>
          <thead>
            <tr>
              <td />
              {columns.map((column) => (
                <th key={column} scope="col" className={styles.headCell}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              // By position: two rows may read the same.
              // biome-ignore lint/suspicious/noArrayIndexKey: the rows are the categories' positions.
              <tr key={index}>
                <th scope="row" className={styles.rowHead}>
                  {row.header}
                </th>
                {row.values.map((value, column) => (
                  // In the page's language: "1,5" in Turkish.
                  // biome-ignore lint/suspicious/noArrayIndexKey: one cell per column, in order.
                  <td key={column} className={styles.cell}>
                    {value === null ? '–' : formatNumber(value, lang)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
