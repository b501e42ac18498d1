import { createRequire } from 'node:module';
import type { HolidayCalendar } from '@coach/core';
import { workingDayTimeZone } from '@coach/core/calendar/working-days';
import { addDays, instantOf, localDateOf } from '@coach/core/calendar/zoned-time';
import type Holidays from 'date-holidays';

// date-holidays and its astronomy tables are some hundred modules: loaded (synchronously, it is
// CommonJS) at the first question, not by every process that composes the platform (the CLI).
const require = createRequire(import.meta.url);

const halfDayMs = 12 * 3_600_000;

/**
 * Turkey's public holidays from `date-holidays` (a maintained data set; the Islamic feasts move
 * every year). The data gives each holiday as an interval: the feasts begin at sunset of the eve
 * and end at noon after their last day, so a date counts as a holiday when a public holiday
 * covers more than half of it in Istanbul. The eve afternoon and that last morning stay working
 * days, as in Turkish offices. Holidays the government adds at short notice (bridge days) are not
 * in the data. Computed once per year and kept.
 */
export function createTurkishHolidayCalendar(): HolidayCalendar {
  let holidays: Holidays | undefined;
  const years = new Map<number, ReadonlySet<string>>();

  function holidaysOf(year: number): ReadonlySet<string> {
    let dates = years.get(year);
    if (dates) return dates;
    const found = new Set<string>();
    holidays ??= new (require('date-holidays') as typeof Holidays)('TR', { types: ['public'] });
    // A year's first holidays may begin on the previous year's last evening.
    for (const holiday of [...holidays.getHolidays(year - 1), ...holidays.getHolidays(year)]) {
      if (holiday.type !== 'public') continue;
      for (const date of datesCoveredMostly(holiday.start, holiday.end)) {
        if (date.startsWith(String(year))) found.add(date);
      }
    }
    dates = found;
    years.set(year, dates);
    return dates;
  }

  return {
    isPublicHoliday: (date) => holidaysOf(Number(date.slice(0, 4))).has(date),
  };
}

/** The Istanbul dates of which [start, end) covers more than half. */
function datesCoveredMostly(start: Date, end: Date): string[] {
  const dates: string[] = [];
  for (
    let date = localDateOf(start, workingDayTimeZone);
    instantOf(date, 0, workingDayTimeZone) < end;
    date = addDays(date, 1)
  ) {
    const dayStart = instantOf(date, 0, workingDayTimeZone).getTime();
    const dayEnd = instantOf(addDays(date, 1), 0, workingDayTimeZone).getTime();
    const covered = Math.min(dayEnd, end.getTime()) - Math.max(dayStart, start.getTime());
    if (covered > halfDayMs) dates.push(date);
  }
  return dates;
}
