import type { ProjectState } from '../contracts/projects.ts';
import {
  type ProjectOutcomeFigures,
  projectOutcomesReportSchema,
  reportRangeQuerySchema,
} from '../contracts/reports.ts';
import type { ProjectOutcomeRow } from '../ports/report-queries.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { shareOf } from './report-figures.ts';
import { reportWindow } from './report-window.ts';

type Counts = Omit<ProjectOutcomeFigures, 'closed' | 'penalisedShare'>;

const fieldOf: Partial<Record<ProjectState, keyof Counts>> = {
  completed_by_coachee: 'completedByCoachee',
  completed_confirmed: 'completedConfirmed',
  completed_by_system: 'completedBySystem',
  aborted_by_system: 'abortedBySystem',
  aborted_by_administrator: 'abortedByAdministrator',
};

function figuresOf(rows: readonly ProjectOutcomeRow[]): ProjectOutcomeFigures {
  const counts: Counts = {
    completedByCoachee: 0,
    completedConfirmed: 0,
    completedBySystem: 0,
    abortedBySystem: 0,
    abortedByAdministrator: 0,
  };
  for (const row of rows) {
    const field = fieldOf[row.state as ProjectState];
    if (field) counts[field] += row.count;
  }
  const closed = Object.values(counts).reduce((sum, count) => sum + count, 0);
  // Only a project nobody closed by its deadline ends with penalties (docs/product-rules.md §8).
  return { ...counts, closed, penalisedShare: shareOf(counts.abortedBySystem, closed) };
}

/** Report 4: projects closed in each month by final state, and the share the system ended with penalties. */
export const getProjectOutcomesReport = defineUseCase({
  name: 'reports.projectOutcomes',
  summary: 'Projects closed by month and final state, and the share ended by the system with penalties',
  access: 'reports.read',
  input: reportRangeQuerySchema,
  output: projectOutcomesReportSchema,
  errors: [],
  async run({ ctx, input }) {
    const window = reportWindow(input, ctx.clock.now());
    const rows = await ctx.repositories.reports.projectOutcomes(window);
    return {
      from: window.from,
      to: window.to,
      months: window.months.map(({ month }) => ({
        month,
        ...figuresOf(rows.filter((row) => row.month === month)),
      })),
      total: figuresOf(rows),
    };
  },
});
