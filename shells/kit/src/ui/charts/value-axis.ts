import { nice, ticks } from 'd3-array';

export type ValueAxis = {
  /** Whole numbers only: the charts count members, points and hours. */
  ticks: number[];
  /** A value's position between `bottom` and `top` (pixels, top is smaller). */
  at: (value: number) => number;
};

/**
 * The value axis: a linear scale over round numbers (d3-array's `nice` and `ticks`, as d3-scale's
 * linear scale uses them). The mapping itself is one line here: d3-scale's `scaleLinear` brings
 * d3-interpolate, d3-color and d3-format's default locale, 10.8 KiB gzip for it.
 */
export function valueAxis(
  values: readonly number[],
  { fromZero, bottom, top }: { fromZero: boolean; bottom: number; top: number },
): ValueAxis {
  // About one tick every 40 pixels, at least two.
  const count = Math.max(2, Math.floor((bottom - top) / 40));
  let low = values.length > 0 ? Math.min(...values) : 0;
  let high = values.length > 0 ? Math.max(...values) : 1;
  if (fromZero) {
    low = Math.min(0, low);
    high = Math.max(0, high);
  }
  [low, high] = nice(low, high, count);
  low = Math.floor(low);
  high = Math.ceil(high);
  if (high === low) high = low + 1;
  const span = high - low;
  return {
    ticks: ticks(low, high, count).filter(Number.isInteger),
    at: (value) => bottom - ((value - low) / span) * (bottom - top),
  };
}
