import { workingDayTimeZone } from '../calendar/working-days.ts';
import { addDays, localDateOf } from '../calendar/zoned-time.ts';
import { defaultReportMonths, type ReportRangeQuery } from '../contracts/reports.ts';
import { lastMonths, startOfMonth } from '../dashboards/sign-up-months.ts';
import type { HolidayCalendar } from '../ports/holiday-calendar.ts';
import type { ReportWindow } from '../ports/report-queries.ts';
import { workingDayTable } from './working-day-clock.ts';

/** The month after `month` (`2026-12` → `2027-01`). */
export function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 1)).toISOString().slice(0, 7);
}

/** Every month from `from` to `to`, both included. */
export function monthsFrom(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to; month = nextMonth(month)) months.push(month);
  return months;
}

/**
 * The months a report covers: those asked for, or the last 12 up to the current one (on Istanbul's
 * wall clock), with the instants each starts and ends at.
 */
export function reportWindow(
  range: ReportRangeQuery,
  now: Date,
): ReportWindow & { from: string; to: string } {
  const timeZone = workingDayTimeZone;
  const current = localDateOf(now, timeZone).slice(0, 7);
  const to = range.to ?? (range.from && range.from > current ? range.from : current);
  const from = range.from ?? lastMonths(startOfMonth(to, timeZone), timeZone, defaultReportMonths)[0] ?? to;
  const months = monthsFrom(from, to).map((month) => ({
    month,
    starts: startOfMonth(month, timeZone),
    ends: startOfMonth(nextMonth(month), timeZone),
  }));
  return {
    from,
    to,
    timeZone,
    since: startOfMonth(from, timeZone),
    until: startOfMonth(nextMonth(to), timeZone),
    months,
  };
}

/** The working-day clock from the window's first day to a day past `now`: every wait started in it ends by then. */
export function clockFor(window: ReportWindow, now: Date, calendar: HolidayCalendar) {
  const first = localDateOf(window.since, window.timeZone);
  const last = addDays(localDateOf(now > window.until ? now : window.until, window.timeZone), 1);
  return workingDayTable(first, last, calendar);
}
