// `@coach/kit/charts`: the dashboards' charts. A shared entry of its own, apart from `@coach/kit`,
// so that a page without a chart (every public page) does not download their code. They are SVG
// drawn by React with a few small d3 modules (d3-shape, d3-time, d3-array: about 8 KiB gzip), in
// this entry's chunk: no chart library is loaded apart. The host provides it, like the other entries.

export { BarChart } from '../ui/charts/bar-chart.tsx';
export type { ChartProps, ChartSeries, LineChartProps } from '../ui/charts/chart-types.ts';
export { DoughnutChart } from '../ui/charts/doughnut-chart.tsx';
export { LineChart } from '../ui/charts/line-chart.tsx';
