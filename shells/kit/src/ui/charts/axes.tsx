import type { Lang } from '../../i18n/lang-path.ts';
import { formatNumber } from '../../lib/format.ts';
import * as styles from './charts.css.ts';
import { fontSize, labelWidth, type Tick } from './ticks.ts';
import type { ValueAxis } from './value-axis.ts';

/** Room between the plot and the box's edges (pixels): ticks' labels below, a label's half at the right. */
export const plotMargin = { top: 8, bottom: 28, right: 28 };

/** Where the plot starts: after the widest of the value axis's labels. */
export function plotLeft(axis: ValueAxis, lang: Lang): number {
  return Math.max(24, ...axis.ticks.map((tick) => labelWidth(formatNumber(tick, lang)))) + 8;
}

/** The value axis: a grid line and a label (in the page's language) at each tick. */
export function ValueGrid({
  axis,
  left,
  right,
  lang,
}: {
  axis: ValueAxis;
  left: number;
  right: number;
  lang: Lang;
}) {
  return (
    <g>
      {axis.ticks.map((tick) => {
        const y = axis.at(tick);
        return (
          <g key={tick}>
            <line
              x1={left}
              x2={right}
              y1={y}
              y2={y}
              className={tick === 0 ? styles.zeroLine : styles.gridLine}
            />
            <text x={left - 8} y={y} dy="0.32em" textAnchor="end" className={styles.axisText}>
              {formatNumber(tick, lang)}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** The labels under the plot, centred on their ticks. */
export function BottomTicks({ ticks, y }: { ticks: readonly Tick[]; y: number }) {
  return (
    <g>
      {ticks.map((tick) => (
        <text
          key={`${tick.at}-${tick.label}`}
          x={tick.at}
          y={y + fontSize}
          textAnchor="middle"
          className={styles.axisText}
        >
          {tick.label}
        </text>
      ))}
    </g>
  );
}
