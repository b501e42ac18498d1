// `@coach/kit/charts`: the dashboards' charts. A shared entry of its own, apart from `@coach/kit`,
// so that a page without a chart (every public page) does not download their code; chart.js itself
// is loaded by them on first use (load-chart-js.ts). The host provides it, like the other entries.

export { BarChart, DoughnutChart, LineChart } from '../ui/charts/charts.tsx';
export { preloadCharts } from '../ui/charts/load-chart-js.ts';
export type { ChartProps, ChartSeries, LineChartProps } from '../ui/charts/theme-chart.tsx';
