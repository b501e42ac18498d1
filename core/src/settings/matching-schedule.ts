import { DomainError } from '../errors/domain-error.ts';
import type { UseCaseContext } from '../shared/context.ts';
import { matchingScheduleTimeZone } from './domain/application-settings.ts';

/** How many coming runs the settings page shows. */
const previewRuns = 5;

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
