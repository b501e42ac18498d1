import { useLingui } from '@lingui/react/macro';
import type { Chart, ChartConfiguration } from 'chart.js';
import { useEffect, useRef, useState } from 'react';
import { useLang } from '../../i18n/use-lang.ts';
import { formatNumber } from '../../lib/format.ts';
import { Skeleton, SkeletonRegion } from '../skeleton.tsx';
import { visuallyHidden } from '../visually-hidden.css.ts';
import { type ChartColors, prefersReducedMotion, readChartColors, watchThemeChanges } from './chart-theme.ts';
import * as styles from './charts.css.ts';
import { loadChartJs } from './load-chart-js.ts';

export type ChartSeries = { label: string; values: number[] };

export type ChartProps = {
  /** What the chart shows; the caption of its data table. */
  label: string;
  /** One per category (a month, a state). */
  labels: string[];
  series: ChartSeries[];
};

export type LineChartProps = ChartProps & {
  /** Each value holds until the next one (a balance), instead of a straight line between them. */
  stepped?: boolean;
  /**
   * The value axis starts at 0 (a total that only grows, such as hours so far); by default it
   * follows the values, which may go below zero (a score).
   */
  fromZero?: boolean;
};

type Kind = 'bar' | 'doughnut' | 'line';

function configFor(
  kind: Kind,
  { labels, series, stepped = false, fromZero = false }: LineChartProps,
  colors: ChartColors,
): ChartConfiguration {
  const reduced = prefersReducedMotion();
  const common = {
    responsive: true,
    maintainAspectRatio: false,
    animation: reduced ? (false as const) : { duration: 400 },
    plugins: {
      legend: {
        display: kind === 'doughnut' || series.length > 1,
        labels: { color: colors.text },
      },
      tooltip: { enabled: true },
    },
  };
  if (kind === 'doughnut') {
    const values = series[0]?.values ?? [];
    return {
      type: 'doughnut',
      data: {
        labels,
        datasets: [
          {
            label: series[0]?.label ?? '',
            data: values,
            backgroundColor: labels.map(
              (_, index) => colors.series[index % colors.series.length] ?? colors.text,
            ),
            borderColor: colors.surface,
            borderWidth: 2,
          },
        ],
      },
      options: common,
    };
  }
  const scales = {
    x: { ticks: { color: colors.text }, grid: { color: colors.grid } },
    y: { beginAtZero: true, ticks: { color: colors.text, precision: 0 }, grid: { color: colors.grid } },
  };
  if (kind === 'line') {
    return {
      type: 'line',
      data: {
        labels,
        datasets: series.map((one, index) => {
          const color = colors.series[index % colors.series.length] ?? colors.text;
          return {
            label: one.label,
            data: one.values,
            borderColor: color,
            backgroundColor: color,
            pointBackgroundColor: color,
            pointBorderColor: colors.surface,
            pointRadius: 4,
            pointHoverRadius: 6,
            borderWidth: 2,
            stepped: stepped ? ('before' as const) : false,
            tension: 0,
          };
        }),
      },
      // Values may go below zero (a score): the axis follows them unless told to start at 0.
      options: { ...common, scales: { ...scales, y: { ...scales.y, beginAtZero: fromZero } } },
    };
  }
  return {
    type: 'bar',
    data: {
      labels,
      datasets: series.map((one, index) => ({
        label: one.label,
        data: one.values,
        backgroundColor: colors.series[index % colors.series.length] ?? colors.text,
        borderRadius: 4,
      })),
    },
    options: { ...common, scales },
  };
}

/**
 * A chart drawn by chart.js (loaded on first use) in the theme's colours, redrawn when the theme
 * changes, still when the user asks for reduced motion. The canvas is hidden from assistive
 * technology; a visually hidden table carries the same numbers for screen readers.
 */
export function ThemeChart({ kind, ...props }: LineChartProps & { kind: Kind }) {
  const { t } = useLingui();
  const lang = useLang();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const chartRef = useRef<Chart | null>(null);
  const propsRef = useRef(props);
  propsRef.current = props;
  const [state, setState] = useState<'loading' | 'drawn' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    let stopWatching = () => {};
    loadChartJs()
      .then((ChartJs) => {
        const canvas = canvasRef.current;
        if (cancelled || !canvas) return;
        const chart = new ChartJs(canvas, configFor(kind, propsRef.current, readChartColors()));
        // Without a drawing context (no canvas support) chart.js only logs: the data table tells all.
        if (!chart.ctx) {
          setState('failed');
          return;
        }
        chartRef.current = chart;
        setState('drawn');
        stopWatching = watchThemeChanges(() => {
          const chart = chartRef.current;
          if (!chart) return;
          const next = configFor(kind, propsRef.current, readChartColors());
          chart.data = next.data;
          chart.options = next.options ?? {};
          chart.update('none');
        });
      })
      .catch(() => {
        // No chart (the chunk did not load, or no canvas support): the data table still tells all.
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      stopWatching();
      chartRef.current?.destroy();
      chartRef.current = null;
    };
  }, [kind]);

  // New numbers (or a new axis): update the drawn chart in place.
  const dataKey = JSON.stringify([props.labels, props.series, props.stepped, props.fromZero]);
  useEffect(() => {
    const chart = chartRef.current;
    if (!chart || dataKey === '') return;
    const next = configFor(kind, propsRef.current, readChartColors());
    chart.data = next.data;
    chart.options = next.options ?? {};
    chart.update();
  }, [dataKey, kind]);

  const { label, labels, series } = props;
  return (
    <figure className={styles.figure}>
      <div className={styles.canvasBox} hidden={state === 'failed'}>
        {/* chart.js sizes the chart from the canvas's direct parent: this frame fills the box. */}
        <div aria-hidden="true" className={styles.canvasFrame}>
          <canvas ref={canvasRef} />
        </div>
        {state === 'loading' ? (
          // The chart's box keeps its size while chart.js arrives: a placeholder of that size.
          <SkeletonRegion label={t`Loading the chart…`} className={styles.loading}>
            <Skeleton height="100%" />
          </SkeletonRegion>
        ) : null}
      </div>
      <table className={state === 'failed' ? undefined : visuallyHidden}>
        <caption>{label}</caption>
        <thead>
          <tr>
            <td />
            {series.map((one) => (
              <th key={one.label} scope="col">
                {one.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((category, row) => (
            // By position: two categories may read the same (two entries on one day).
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are the labels' positions.
            <tr key={row}>
              <th scope="row">{category}</th>
              {series.map((one) => (
                // In the page's language: "1,5" in Turkish.
                <td key={one.label}>{formatNumber(one.values[row] ?? 0, lang)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
