import {
  type MatchingRunView,
  matchingRunListQuerySchema,
  matchingRunPageSchema,
} from '../contracts/matching-runs.ts';
import type { MatchingRunListItem } from '../ports/matching-run-repository.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { personOf } from './matching-views.ts';

/** A kept run as the screens show it: its figures, and who started it by their name as read now. */
export function matchingRunView(run: MatchingRunListItem): MatchingRunView {
  return {
    matchingRunId: run.id,
    startedAt: run.startedAt.toISOString(),
    trigger: run.trigger,
    startedBy: run.startedByAccountId ? personOf(run.startedByAccountId, run.startedBy) : null,
    coachRequests: run.coachRequests,
    coacheeRequests: run.coacheeRequests,
    pairs: run.pairs,
    unmatched: run.unmatched,
    durationMs: run.durationMs,
  };
}

/**
 * The kept matching runs (the schedule's, the administrators' and the command line's), newest
 * first, a page at a time. A run a working day makes a few hundred a year: the page is read by the
 * index on the start, its total counted from the same index.
 */
export const listMatchingRuns = defineUseCase({
  name: 'matching.listRuns',
  summary: 'The kept matching runs, newest first: when, how started and by whom, and their figures',
  access: 'matching.run',
  input: matchingRunListQuerySchema,
  output: matchingRunPageSchema,
  errors: [],
  async run({ ctx, input }) {
    const { items, total } = await ctx.repositories.matchingRuns.list({
      offset: (input.page - 1) * input.pageSize,
      limit: input.pageSize,
    });
    return { items: items.map(matchingRunView), total, page: input.page, pageSize: input.pageSize };
  },
});
