import { isWorkingDay } from '../calendar/working-days.ts';
import { addDays, localTimeOf, wholeDayMs } from '../calendar/zoned-time.ts';
import type { HolidayCalendar } from '../ports/holiday-calendar.ts';
import type { WorkingDayTable } from '../ports/report-queries.ts';

/**
 * Every day from `first` to `last` (both included) with the working days before it: a clock that
 * runs on working days only (weekends and Turkish public holidays stand still).
 */
export function workingDayTable(first: string, last: string, calendar: HolidayCalendar): WorkingDayTable {
  const days: string[] = [];
  const workingDaysBefore: number[] = [];
  const working: boolean[] = [];
  let before = 0;
  for (let day = first; day <= last; day = addDays(day, 1)) {
    const isWorking = isWorkingDay(day, calendar);
    days.push(day);
    workingDaysBefore.push(before);
    working.push(isWorking);
    if (isWorking) before += 1;
  }
  return { days, workingDaysBefore, working };
}

/**
 * The working-day clock's reading at `instant`: the working days before its day, plus the part of
 * its day gone when that day is a working day. The wait between two instants is the difference of
 * their readings, so a request on Friday at 15:00 matched on Monday at 10:00 waited 19 hours of
 * working days (0.79); it is within a promise of n working days exactly when `addWorkingDays`
 * (working-days.ts) puts the deadline at or after the end. Null outside the table.
 */
export function workingDayReading(table: WorkingDayTable, instant: Date, timeZone: string): number | null {
  const { date, msOfDay } = localTimeOf(instant, timeZone);
  const first = table.days[0];
  if (first === undefined) return null;
  const index = Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / wholeDayMs);
  const before = table.workingDaysBefore[index];
  if (before === undefined) return null;
  return before + (table.working[index] ? msOfDay / wholeDayMs : 0);
}

/** A continuous percentile of sorted values (PostgreSQL's `percentile_cont`): null when there are none. */
export function percentileOf(sorted: readonly number[], fraction: number): number | null {
  if (sorted.length === 0) return null;
  const position = fraction * (sorted.length - 1);
  const below = Math.floor(position);
  const low = sorted[below] as number;
  const high = sorted[Math.min(below + 1, sorted.length - 1)] as number;
  return low + (high - low) * (position - below);
}
