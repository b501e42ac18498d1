import { instantOf, localDateOf } from '../calendar/zoned-time.ts';
import type { MonthCount } from '../ports/dashboard-queries.ts';

/** The `count` calendar months up to the one of `now` in `timeZone`, oldest first: `YYYY-MM`. */
export function lastMonths(now: Date, timeZone: string, count: number): string[] {
  const [year, month] = localDateOf(now, timeZone).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 - (count - 1 - index), 1));
    return date.toISOString().slice(0, 7);
  });
}

/** Where the first of `months` begins, on the wall clock of `timeZone`. */
export function startOfMonth(month: string, timeZone: string): Date {
  return instantOf(`${month}-01`, 0, timeZone);
}

/** Every month of `months` with its count, 0 where nobody signed up. */
export function fillMonths(months: readonly string[], counted: readonly MonthCount[]): MonthCount[] {
  const byMonth = new Map(counted.map(({ month, count }) => [month, count]));
  return months.map((month) => ({ month, count: byMonth.get(month) ?? 0 }));
}
