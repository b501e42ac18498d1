import { matchWaitReportSchema, reportRangeQuerySchema } from '../contracts/reports.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { waitReportOf } from './report-figures.ts';
import { clockFor, reportWindow } from './report-window.ts';

/** The programme promises a partner within three working days of a request (issue 31). */
export const matchPromiseWorkingDays = 3;

/**
 * Report 2: the requests sent in each month, how many were matched, and how long they waited in
 * working days (weekends and Turkish public holidays off) against the three-working-day promise.
 */
export const getMatchWaitReport = defineUseCase({
  name: 'reports.matchWait',
  summary: 'Time from a request to its match by month, against the three-working-day promise',
  access: 'reports.read',
  input: reportRangeQuerySchema,
  output: matchWaitReportSchema,
  errors: [],
  async run({ ctx, input }) {
    const now = ctx.clock.now();
    const window = reportWindow(input, now);
    const clock = clockFor(window, now, ctx.holidayCalendar);
    const rows = await ctx.repositories.reports.matchWaits(window, clock, matchPromiseWorkingDays);
    return {
      from: window.from,
      to: window.to,
      promiseWorkingDays: matchPromiseWorkingDays,
      ...waitReportOf(
        window.months.map(({ month }) => month),
        rows,
      ),
    };
  },
});
