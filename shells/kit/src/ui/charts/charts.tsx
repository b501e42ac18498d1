import { type ChartProps, type LineChartProps, ThemeChart } from './theme-chart.tsx';

/** Bars per category, one colour per series (sign-ups per month). */
export function BarChart(props: ChartProps) {
  return <ThemeChart kind="bar" {...props} />;
}

/** Shares of a whole (members by state): the first series' values, one slice per label. */
export function DoughnutChart(props: ChartProps) {
  return <ThemeChart kind="doughnut" {...props} />;
}

/**
 * Values over time (points after each day): one line per series; `stepped` keeps each value
 * until the next one, for a balance that changes at moments rather than gradually; `fromZero`
 * starts the axis at 0, for a total that only grows (hours so far).
 */
export function LineChart(props: LineChartProps) {
  return <ThemeChart kind="line" {...props} />;
}
