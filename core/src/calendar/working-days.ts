import type { HolidayCalendar } from '../ports/holiday-calendar.ts';
import { addDays, instantOf, localTimeOf, weekdayOf, wholeDayMs } from './zoned-time.ts';

/** Working days are counted on Turkish wall clocks, whatever the server's own time zone. */
export const workingDayTimeZone = 'Europe/Istanbul';

/** docs/product-rules.md §5: the review target is 3 working days. */
export const proofReviewWorkingDays = 3;

/** No run of holidays and weekends is this long; reaching it means the calendar is broken. */
const longestBreak = 60;

/** Monday to Friday, unless a public holiday (Turkey's weekend is Saturday and Sunday). */
export function isWorkingDay(date: string, calendar: HolidayCalendar): boolean {
  const weekday = weekdayOf(date);
  return weekday !== 0 && weekday !== 6 && !calendar.isPublicHoliday(date);
}

function stepToWorkingDay(date: string, step: 1 | -1, calendar: HolidayCalendar): string {
  let current = date;
  for (let tries = 0; tries < longestBreak; tries += 1) {
    current = addDays(current, step);
    if (isWorkingDay(current, calendar)) return current;
  }
  throw new Error(`No working day within ${longestBreak} days of ${date}: check the holiday calendar`);
}

/**
 * `start` moved forward by `days` working days, keeping its time of day: Friday 15:00 plus 3 is
 * Wednesday 15:00, and a week with a holiday on Wednesday makes it Thursday. Something that starts
 * on a weekend or a holiday starts counting at the next working day's midnight, so Saturday plus 3
 * is Thursday 00:00 (three whole working days: Monday, Tuesday, Wednesday).
 */
export function addWorkingDays(
  start: Date,
  days: number,
  calendar: HolidayCalendar,
  timeZone: string = workingDayTimeZone,
): Date {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`days must be a whole number ≥ 0: ${days}`);
  let { date, msOfDay } = localTimeOf(start, timeZone);
  if (!isWorkingDay(date, calendar)) {
    date = stepToWorkingDay(date, 1, calendar);
    msOfDay = 0;
  }
  for (let counted = 0; counted < days; counted += 1) date = stepToWorkingDay(date, 1, calendar);
  return instantOf(date, msOfDay, timeZone);
}

/**
 * True when more than `days` working days have passed between `since` and `now`: the deadline
 * `addWorkingDays(since, days)` lies before `now`.
 */
export function isOverdue(
  since: Date,
  now: Date,
  calendar: HolidayCalendar,
  days: number = proofReviewWorkingDays,
  timeZone: string = workingDayTimeZone,
): boolean {
  return addWorkingDays(since, days, calendar, timeZone).getTime() < now.getTime();
}

/**
 * The moment before which anything that started is overdue at `now`: `isOverdue(since, now)` is
 * `since < overdueCutoff(now)`. It lets a database count overdue rows with one comparison instead
 * of reading every row. On a weekend or holiday, `now` counts as the end of the last working day.
 */
export function overdueCutoff(
  now: Date,
  calendar: HolidayCalendar,
  days: number = proofReviewWorkingDays,
  timeZone: string = workingDayTimeZone,
): Date {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`days must be a whole number ≥ 0: ${days}`);
  let { date, msOfDay } = localTimeOf(now, timeZone);
  if (!isWorkingDay(date, calendar)) {
    date = stepToWorkingDay(date, -1, calendar);
    msOfDay = wholeDayMs;
  }
  for (let counted = 0; counted < days; counted += 1) date = stepToWorkingDay(date, -1, calendar);
  return instantOf(date, msOfDay, timeZone);
}
