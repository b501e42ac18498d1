import { arc, type PieArcDatum, pie } from 'd3-shape';
import { seriesColor } from './chart-colors.ts';
import { ChartFrame } from './chart-frame.tsx';
import type { ChartProps } from './chart-types.ts';
import * as styles from './charts.css.ts';

/**
 * Shares of a whole (members by state): the first series' values, one slice per label, in order.
 * The legend under it names each slice with its number.
 */
export function DoughnutChart({ label, labels, series }: ChartProps) {
  const first = series[0];
  const values = labels.map((_, index) => first?.values[index] ?? 0);
  return (
    <ChartFrame
      label={label}
      columns={first ? [first.label] : []}
      rows={labels.map((category, row) => ({ header: category, values: [values[row] ?? 0] }))}
      legend={labels.map((category, index) => ({
        label: category,
        color: seriesColor(index),
        value: values[index] ?? 0,
      }))}
      draw={({ width, height }) => {
        const radius = Math.max(0, Math.min(width, height) / 2 - 4);
        // In the labels' order, not by size: the legend's order.
        const slices = pie<number>().sort(null)(values);
        const shape = arc<PieArcDatum<number>>()
          .innerRadius(radius * 0.6)
          .outerRadius(radius);
        return (
          <g transform={`translate(${width / 2},${height / 2})`}>
            {slices.map((slice) => (
              <path
                key={slice.index}
                d={shape(slice) ?? ''}
                data-value={slice.value}
                className={styles.slice}
                style={{ fill: seriesColor(slice.index) }}
              />
            ))}
          </g>
        );
      }}
    />
  );
}
