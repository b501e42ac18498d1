import type { WaitFigures } from '../contracts/reports.ts';
import type { WaitRow } from '../ports/report-queries.ts';

/** A ratio with three decimals (0.667), or null when there is nothing to divide by. */
export const shareOf = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 1000;

/** Working days with two decimals: the stores compute in floating point and in numeric alike. */
const days = (value: number | null): number | null => (value === null ? null : Math.round(value * 100) / 100);

const noWaits: WaitFigures = {
  started: 0,
  done: 0,
  withinPromise: 0,
  shareWithinPromise: null,
  medianWorkingDays: null,
  p90WorkingDays: null,
};

function waitFiguresOf(row: WaitRow | undefined): WaitFigures {
  if (!row) return noWaits;
  return {
    started: row.started,
    done: row.done,
    withinPromise: row.withinPromise,
    shareWithinPromise: shareOf(row.withinPromise, row.done),
    medianWorkingDays: days(row.median),
    p90WorkingDays: days(row.p90),
  };
}

/** Each month's waits (zeros where none started) and the whole range's. */
export function waitReportOf(months: readonly string[], rows: readonly WaitRow[]) {
  const byMonth = new Map(rows.filter((row) => row.month !== null).map((row) => [row.month, row]));
  return {
    months: months.map((month) => ({ month, ...waitFiguresOf(byMonth.get(month)) })),
    total: waitFiguresOf(rows.find((row) => row.month === null)),
  };
}

/** Each month's row (`empty` where the store had none), and the sums of the numeric fields. */
export function monthlyWithTotal<R extends { month: string }>(
  months: readonly string[],
  rows: readonly R[],
  empty: Omit<R, 'month'>,
): { months: R[]; total: Omit<R, 'month'> } {
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  const filled = months.map((month) => byMonth.get(month) ?? ({ ...empty, month } as R));
  const total = { ...empty } as Record<string, number>;
  for (const row of filled) {
    for (const key of Object.keys(empty))
      total[key] = (total[key] ?? 0) + ((row as Record<string, unknown>)[key] as number);
  }
  return { months: filled, total: total as Omit<R, 'month'> };
}
