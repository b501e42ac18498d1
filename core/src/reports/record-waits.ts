import { workingDayTimeZone } from '../calendar/working-days.ts';
import { addDays, localDateOf } from '../calendar/zoned-time.ts';
import { noInput } from '../contracts/common.ts';
import { waitRecordingSchema } from '../contracts/reports.ts';
import { type RecordedWait, recordedWaits } from '../ports/report-queries.ts';
import type { UseCaseContext } from '../shared/context.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { workingDayTable } from './working-day-clock.ts';

/** Waits recorded per statement, and statements per kind and run: a run's work stays bounded. */
const recordsPerBatch = 20_000;
const batchesPerRun = 50;

/** Records the unrecorded waits of one kind, oldest first, a batch at a time; answers how many. */
async function recordWaitsOf(ctx: UseCaseContext, kind: RecordedWait): Promise<number> {
  const timeZone = workingDayTimeZone;
  const now = ctx.clock.now();
  let recorded = 0;
  for (let batch = 0; batch < batchesPerRun; batch += 1) {
    const oldest = await ctx.repositories.reports.oldestUnrecordedWait(kind);
    if (!oldest) break;
    // From the oldest wait's first day to a day past now: every wait finished so far ends in it.
    const clock = workingDayTable(
      localDateOf(oldest, timeZone),
      addDays(localDateOf(now, timeZone), 1),
      ctx.holidayCalendar,
    );
    const count = await ctx.unitOfWork.run(({ repositories }) =>
      repositories.reports.recordWaits(kind, clock, timeZone, recordsPerBatch),
    );
    recorded += count;
    if (count < recordsPerBatch) break;
  }
  return recorded;
}

/**
 * Each matched request keeps its wait for the match, and each reviewed proof its wait for the
 * review, in working days, read once on the working-day clock, so that the reports read a number a
 * row instead of the clock (about a microsecond a row: most of a year's report at 100,000 members,
 * ADR 0051). The reports still read the clock for the few finished since the last run. A wait is
 * the calendar's as it stood when recorded: a public holiday added later does not move past waits,
 * as it does not move past deadlines. A proof is reviewed once (`proofAlreadyReviewed`), a request
 * matched once, so a recorded wait never goes stale.
 */
export const recordWaits = defineUseCase({
  name: 'reports.recordWaits',
  summary:
    'Record the wait in working days of every matched request and reviewed proof that has none, for the reports',
  access: 'system',
  input: noInput,
  output: waitRecordingSchema,
  errors: [],
  async run({ ctx }) {
    const recorded = { match: 0, proofReview: 0 };
    for (const kind of recordedWaits) recorded[kind] = await recordWaitsOf(ctx, kind);
    return recorded;
  },
});
