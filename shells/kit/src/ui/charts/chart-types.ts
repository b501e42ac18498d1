export type ChartSeries = { label: string; values: number[] };

/** A column of the chart's table only, not drawn: a figure beside the drawn ones (null: none, shown as a dash). */
export type TableColumn = { label: string; values: (number | null)[] };

/** How the chart's table of numbers is offered. */
export type ChartTableProps = {
  /**
   * `onRequest` (default): read by screen readers, shown with "Show the numbers". `shown`: always
   * shown under the chart, as the reports do (issue 31).
   */
  numbers?: 'onRequest' | 'shown';
  /** Columns the table adds after the series' own (a share, a median), not drawn. */
  tableOnly?: TableColumn[];
};

export type ChartProps = ChartTableProps & {
  /** What the chart shows: its accessible name and the caption of its data table. */
  label: string;
  /** One per category (a month, a state). */
  labels: string[];
  series: ChartSeries[];
};

export type LineChartProps = {
  /** What the chart shows: its accessible name and the caption of its data table. */
  label: string;
  /** Calendar days (`2026-03-02`), oldest first, one per value; placed on a time axis. */
  days: string[];
  series: ChartSeries[];
  /** Each value holds until the next one (a balance), instead of a straight line between them. */
  stepped?: boolean;
  /**
   * The value axis starts at 0 (a total that only grows, such as hours so far); by default it
   * follows the values, which may go below zero (a score).
   */
  fromZero?: boolean;
};
