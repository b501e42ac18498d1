import { type PointsMonthFigures, pointsReportSchema, reportRangeQuerySchema } from '../contracts/reports.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { monthlyWithTotal } from './report-figures.ts';
import { reportWindow } from './report-window.ts';

/** Report 6: the points the ledger gave and took in each month, penalties among those taken. */
export const getPointsReport = defineUseCase({
  name: 'reports.points',
  summary: 'Points given and spent by month (the ledger), with the penalties among those spent',
  access: 'reports.read',
  input: reportRangeQuerySchema,
  output: pointsReportSchema,
  errors: [],
  async run({ ctx, input }) {
    const window = reportWindow(input, ctx.clock.now());
    const rows = await ctx.repositories.reports.points(window);
    const empty: PointsMonthFigures = { given: 0, spent: 0, penalties: 0 };
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
