import { isWorkingDay, workingDayTimeZone } from '../calendar/working-days.ts';
import { localTimeOf } from '../calendar/zoned-time.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { HolidayCalendar } from '../ports/holiday-calendar.ts';
import type { UseCaseContext } from '../shared/context.ts';
import { matchingScheduleTimeZone } from './domain/application-settings.ts';

/** How many coming runs the settings page shows. */
const previewRuns = 5;

/** How far ahead the next run that pairs is looked for: past the longest stretch of holidays and weekends. */
const runsLookedAt = 30;

/**
 * docs/product-rules.md §7: a run of the schedule pairs requests only on a working day in Turkey
 * (not a weekend, not a public holiday), whatever the schedule's own days; on another day it does
 * nothing.
 */
export function matchingRunsOn(at: Date, calendar: HolidayCalendar): boolean {
  return isWorkingDay(localTimeOf(at, workingDayTimeZone).date, calendar);
}

/** The schedule's next run that pairs requests (on a working day), or null when it never fires. */
export function nextPairingRun(
  ctx: Pick<UseCaseContext, 'cronSchedule' | 'clock' | 'holidayCalendar'>,
  expression: string,
): Date | null {
  const runs = ctx.cronSchedule.nextRuns(expression, matchingScheduleTimeZone, ctx.clock.now(), runsLookedAt);
  return (runs ?? []).find((run) => matchingRunsOn(run, ctx.holidayCalendar)) ?? null;
}

/**
 * The next runs of a matching schedule as the scheduler will read it (croner, Europe/Istanbul), or
 * a 4034 on `field` (`cronInvalid`) when the scheduler would refuse it or it can never fire.
 */
export function nextMatchingRuns(
  ctx: Pick<UseCaseContext, 'cronSchedule' | 'clock'>,
  expression: string,
  field = 'matchingSchedule',
): string[] {
  const runs = ctx.cronSchedule.nextRuns(expression, matchingScheduleTimeZone, ctx.clock.now(), previewRuns);
  if (!runs || runs.length === 0) {
    throw new DomainError('validationFailed', { fields: { [field]: { key: 'cronInvalid', params: {} } } });
  }
  return runs.map((run) => run.toISOString());
}
