import { useLang } from '../../i18n/use-lang.ts';
import { BottomTicks, plotLeft, plotMargin, ValueGrid } from './axes.tsx';
import { seriesColor, seriesLegend } from './chart-colors.ts';
import { ChartFrame } from './chart-frame.tsx';
import type { ChartProps } from './chart-types.ts';
import { thin } from './ticks.ts';
import { valueAxis } from './value-axis.ts';

/** Bars per category from 0, side by side, one colour per series (sign-ups per month). */
export function BarChart({ label, labels, series, numbers, tableOnly = [] }: ChartProps) {
  const lang = useLang();
  return (
    <ChartFrame
      label={label}
      numbers={numbers}
      columns={[...series.map((one) => one.label), ...tableOnly.map((one) => one.label)]}
      rows={labels.map((category, row) => ({
        header: category,
        values: [
          ...series.map((one) => one.values[row] ?? 0),
          ...tableOnly.map((one) => one.values[row] ?? null),
        ],
      }))}
      legend={seriesLegend(series)}
      draw={({ width, height }) => {
        const bottom = height - plotMargin.bottom;
        const y = valueAxis(
          series.flatMap((one) => one.values),
          { fromZero: true, bottom, top: plotMargin.top },
        );
        const left = plotLeft(y, lang);
        const right = width - 8;
        const step = (right - left) / Math.max(1, labels.length);
        const group = step * 0.7;
        const barWidth = group / Math.max(1, series.length);
        const zero = y.at(0);
        return (
          <>
            <ValueGrid axis={y} left={left} right={right} lang={lang} />
            <BottomTicks
              ticks={thin(
                labels.map((category, index) => ({ at: left + step * (index + 0.5), label: category })),
              )}
              y={bottom + 6}
            />
            {series.map((one, index) => (
              <g key={one.label} data-series={one.label} style={{ fill: seriesColor(index) }}>
                {one.values.map((value, row) => {
                  const top = y.at(value);
                  return (
                    <rect
                      // biome-ignore lint/suspicious/noArrayIndexKey: one bar per category, in order.
                      key={row}
                      x={left + step * row + (step - group) / 2 + barWidth * index}
                      y={Math.min(top, zero)}
                      width={barWidth}
                      height={Math.abs(zero - top)}
                      rx={Math.min(4, barWidth / 4)}
                      data-value={value}
                    />
                  );
                })}
              </g>
            ))}
          </>
        );
      }}
    />
  );
}
