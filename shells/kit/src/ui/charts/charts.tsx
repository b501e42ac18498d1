import { type ChartProps, ThemeChart } from './theme-chart.tsx';

/** Bars per category, one colour per series (sign-ups per month). */
export function BarChart(props: ChartProps) {
  return <ThemeChart kind="bar" {...props} />;
}

/** Shares of a whole (members by state): the first series' values, one slice per label. */
export function DoughnutChart(props: ChartProps) {
  return <ThemeChart kind="doughnut" {...props} />;
}
