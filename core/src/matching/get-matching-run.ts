import { matchingRunDetailsSchema, matchingRunQuerySchema } from '../contracts/matching-runs.ts';
import { DomainError } from '../errors/domain-error.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { matchingRunView } from './list-matching-runs.ts';
import { leftOverView, pageOf, pairView } from './matching-views.ts';

/**
 * One kept matching run: its figures, a page of its pairs (both members named as they are now,
 * how long each request had waited at the run, in working days against the three-day promise) and
 * a page of the requests it left, with their reasons. A member whose account is gone reads as a
 * deleted member (ADR 0030); the record itself keeps ids and reasons only.
 */
export const getMatchingRun = defineUseCase({
  name: 'matching.getRun',
  summary: 'One kept matching run: its figures, a page of its pairs and a page of its left-overs',
  access: 'matching.run',
  input: matchingRunQuerySchema,
  output: matchingRunDetailsSchema,
  errors: ['recordNotFound'],
  async run({ ctx, input }) {
    const { matchingRuns } = ctx.repositories;
    const run = await matchingRuns.find(input.matchingRunId);
    if (!run) throw new DomainError('recordNotFound');
    const [pairs, leftOvers] = await Promise.all([
      matchingRuns.pairsOf(run.id, { offset: (input.page - 1) * input.pageSize, limit: input.pageSize }),
      matchingRuns.leftOversOf(run.id, {
        offset: (input.unmatchedPage - 1) * input.pageSize,
        limit: input.pageSize,
      }),
    ]);
    const at = run.startedAt;
    const calendar = ctx.holidayCalendar;
    return {
      run: matchingRunView(run),
      pairs: pageOf(
        pairs.map((pair) =>
          pairView(
            {
              ...pair,
              coachRequestedAt: pair.coachRequest?.requestedAt,
              coacheeRequestedAt: pair.coacheeRequest?.requestedAt,
            },
            at,
            calendar,
          ),
        ),
        run.pairs,
        input.page,
        input.pageSize,
      ),
      unmatched: pageOf(
        leftOvers.map((leftOver) =>
          leftOverView({ ...leftOver, requestedAt: leftOver.request?.requestedAt }, at, calendar),
        ),
        run.unmatched,
        input.unmatchedPage,
        input.pageSize,
      ),
    };
  },
});
