import type { Chart as ChartType } from 'chart.js';

export type ChartConstructor = typeof ChartType;

let loading: Promise<ChartConstructor> | null = null;

/**
 * chart.js, fetched the first time a chart is drawn and registered with only what the kit's charts
 * use (bar, doughnut and line). The dynamic import puts it in a chunk of its own: pages without a chart
 * never download it.
 */
export function loadChartJs(): Promise<ChartConstructor> {
  loading ??= import('chart.js')
    .then((module) => {
      module.Chart.register(
        module.BarController,
        module.BarElement,
        module.CategoryScale,
        module.LinearScale,
        module.DoughnutController,
        module.ArcElement,
        module.LineController,
        module.LineElement,
        module.PointElement,
        module.Tooltip,
        module.Legend,
      );
      return module.Chart;
    })
    .catch((error: unknown) => {
      // A failed chunk load (offline, new deploy): try again next time instead of caching the failure.
      loading = null;
      throw error;
    });
  return loading;
}

/**
 * Starts fetching chart.js ahead of a page that will draw a chart (with the page's own code, not
 * after its data). A failure is the chart's to report: its own load tries again.
 */
export function preloadCharts(): void {
  loadChartJs().catch(() => undefined);
}
