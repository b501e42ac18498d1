import { type FunnelMonth, funnelReportSchema, reportRangeQuerySchema } from '../contracts/reports.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { monthlyWithTotal } from './report-figures.ts';
import { reportWindow } from './report-window.ts';

/**
 * Report 1: the accounts registered in each month (a cohort) and how many of them have since paid,
 * sent a request, had a project and had one completed. A month's figures grow as its members go on.
 */
export const getFunnelReport = defineUseCase({
  name: 'reports.funnel',
  summary: 'Registrations by month and how many of them paid, requested, got a project and completed one',
  access: 'reports.read',
  input: reportRangeQuerySchema,
  output: funnelReportSchema,
  errors: [],
  async run({ ctx, input }) {
    const window = reportWindow(input, ctx.clock.now());
    const rows = await ctx.repositories.reports.funnel(window);
    const empty: Omit<FunnelMonth, 'month'> = {
      registered: 0,
      paid: 0,
      requested: 0,
      matched: 0,
      completed: 0,
    };
    return {
      from: window.from,
      to: window.to,
      ...monthlyWithTotal(
        window.months.map(({ month }) => month),
        rows,
        empty,
      ),
    };
  },
});
