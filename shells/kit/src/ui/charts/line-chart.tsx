import { curveLinear, curveStepAfter, line } from 'd3-shape';
import { useLang } from '../../i18n/use-lang.ts';
import { BottomTicks, plotLeft, plotMargin, ValueGrid } from './axes.tsx';
import { seriesColor, seriesLegend } from './chart-colors.ts';
import { ChartFrame } from './chart-frame.tsx';
import type { LineChartProps } from './chart-types.ts';
import * as styles from './charts.css.ts';
import { dayFormat, dayTime } from './days.ts';
import { timeAxis } from './time-axis.ts';
import { valueAxis } from './value-axis.ts';

/**
 * Values over time (points after each day, hours so far): one line per series on a time axis, so
 * that days are as far apart as they are in time. `stepped` keeps each value until the next day,
 * for a balance that changes at moments rather than gradually; `fromZero` starts the value axis
 * at 0, for a total that only grows.
 */
export function LineChart({ label, days, series, stepped = false, fromZero = false }: LineChartProps) {
  const lang = useLang();
  const rowLabel = dayFormat(lang, { year: true });
  return (
    <ChartFrame
      label={label}
      columns={series.map((one) => one.label)}
      rows={days.map((day, row) => ({
        header: rowLabel.format(dayTime(day)),
        values: series.map((one) => one.values[row] ?? 0),
      }))}
      legend={seriesLegend(series)}
      draw={({ width, height }) => {
        const bottom = height - plotMargin.bottom;
        const y = valueAxis(
          series.flatMap((one) => one.values),
          { fromZero, bottom, top: plotMargin.top },
        );
        const left = plotLeft(y, lang);
        const right = width - plotMargin.right;
        const x = timeAxis(days, { left, right, lang });
        const path = line<number>()
          .x((_, index) => x.at(days[index] ?? ''))
          .y((value) => y.at(value))
          .curve(stepped ? curveStepAfter : curveLinear);
        return (
          <>
            <ValueGrid axis={y} left={left} right={right} lang={lang} />
            <BottomTicks ticks={x.ticks} y={bottom + 6} />
            {series.map((one, index) => {
              const color = seriesColor(index);
              return (
                <g key={one.label} data-series={one.label}>
                  <path d={path(one.values) ?? ''} className={styles.line} style={{ stroke: color }} />
                  {one.values.map((value, row) => (
                    <circle
                      // biome-ignore lint/suspicious/noArrayIndexKey: one point per day, in order.
                      key={row}
                      cx={x.at(days[row] ?? '')}
                      cy={y.at(value)}
                      r={3.5}
                      data-value={value}
                      className={styles.point}
                      style={{ fill: color }}
                    />
                  ))}
                </g>
              );
            })}
          </>
        );
      }}
    />
  );
}
