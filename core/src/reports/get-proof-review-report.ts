import { proofReviewWorkingDays } from '../calendar/working-days.ts';
import { proofReviewReportSchema, reportRangeQuerySchema } from '../contracts/reports.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { waitReportOf } from './report-figures.ts';
import { clockFor, reportWindow } from './report-window.ts';

/**
 * Report 3: the proofs uploaded in each month, how many were reviewed, and how long the review took
 * in working days against its target of three (the dashboard's overdue count uses the same days).
 */
export const getProofReviewReport = defineUseCase({
  name: 'reports.proofReview',
  summary: 'Time from a proof’s upload to its review by month, against the three-working-day target',
  access: 'reports.read',
  input: reportRangeQuerySchema,
  output: proofReviewReportSchema,
  errors: [],
  async run({ ctx, input }) {
    const now = ctx.clock.now();
    const window = reportWindow(input, now);
    const clock = clockFor(window, now, ctx.holidayCalendar);
    const rows = await ctx.repositories.reports.proofReviewWaits(window, clock, proofReviewWorkingDays);
    return {
      from: window.from,
      to: window.to,
      promiseWorkingDays: proofReviewWorkingDays,
      ...waitReportOf(
        window.months.map(({ month }) => month),
        rows,
      ),
    };
  },
});
