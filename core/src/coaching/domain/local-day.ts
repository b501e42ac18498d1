/** Calendar arithmetic on `YYYY-MM-DD` days (no time zone: the caller chose the calendar). */

const dayMs = 86_400_000;

function partsOf(day: string): { year: number; month: number; date: number } {
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)), date: Number(day.slice(8, 10)) };
}

/**
 * `day` moved by whole calendar months; a day the target month lacks becomes its last day
 * (2026-08-31 − 6 months = 2026-02-28), as in `membership/domain/subscription-period.ts`.
 */
export function addMonthsToDay(day: string, months: number): string {
  const { year, month, date } = partsOf(day);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);
}
