import { workingDayTimeZone } from '../calendar/working-days.ts';
import { addDays, localDateOf } from '../calendar/zoned-time.ts';
import { noInput } from '../contracts/common.ts';
import { matchWaitRecordingSchema } from '../contracts/reports.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { workingDayTable } from './working-day-clock.ts';

/** Requests recorded per statement, and statements per run: a run's work stays bounded. */
const recordsPerBatch = 20_000;
const batchesPerRun = 50;

/**
 * Each matched request keeps its wait in working days, read once on the working-day clock, so that
 * the time-to-match report reads a number a row instead of the clock (about a microsecond a row:
 * most of a year's report at 100,000 members, ADR 0051). The report still reads the clock for the
 * few matched since the last run. A wait is the calendar's as it stood when recorded: a public
 * holiday added later does not move past waits, as it does not move past deadlines.
 */
export const recordMatchWaits = defineUseCase({
  name: 'reports.recordMatchWaits',
  summary:
    'Record the wait in working days of every matched request that has none, for the time-to-match report',
  access: 'system',
  input: noInput,
  output: matchWaitRecordingSchema,
  errors: [],
  async run({ ctx }) {
    const timeZone = workingDayTimeZone;
    const now = ctx.clock.now();
    let recorded = 0;
    for (let batch = 0; batch < batchesPerRun; batch += 1) {
      const oldest = await ctx.repositories.reports.oldestUnrecordedMatchWait();
      if (!oldest) break;
      // From the oldest request's day to a day past now: every match so far ends in it.
      const clock = workingDayTable(
        localDateOf(oldest, timeZone),
        addDays(localDateOf(now, timeZone), 1),
        ctx.holidayCalendar,
      );
      const count = await ctx.unitOfWork.run(({ repositories }) =>
        repositories.reports.recordMatchWaits(clock, timeZone, recordsPerBatch),
      );
      recorded += count;
      if (count < recordsPerBatch) break;
    }
    return { recorded };
  },
});
