import type { UnmatchedCount } from '../contracts/matching-runs.ts';
import { matchingPreviewQuerySchema, matchingPreviewSchema } from '../contracts/matching-runs.ts';
import type { UnmatchedReason } from '../contracts/projects.ts';
import type { PersonName } from '../ports/matching-run-repository.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { leftOverView, pageOf, pairView } from './matching-views.ts';
import { elapsedSince, monotonicNow } from './plan-matching-run.ts';
import { planMatchingNow } from './preview-matching.ts';

/**
 * What a matching run would do now, writing nothing, as the administrators' screen asks for it: a
 * page of the pairs with both members named and how long each request waited (working days against
 * the three-day promise), a page of the requests it would leave with their reasons, the unmatched
 * counted by reason, and the figures. The names of the page's members are read by id (at most two
 * pages' worth); the rest comes from the kept plan. The whole plan (every pair and every unmatched
 * request) is `previewMatching`'s, which `npm run match -- --dry-run` prints; over HTTP all of it
 * was 3.3 MB at 30,000 open requests, and validating, serialising and sending it cost the preview
 * more than planning did (issue 29).
 */
export const previewMatchingPage = defineUseCase({
  name: 'matching.previewPage',
  summary:
    'Plan a matching run without writing anything: a page of the pairs and of the unmatched, with names and waits',
  access: 'matching.run',
  input: matchingPreviewQuerySchema,
  output: matchingPreviewSchema,
  errors: [],
  async run({ ctx, input }) {
    const started = monotonicNow();
    const now = ctx.clock.now();
    const plan = await planMatchingNow(ctx);
    const pairs = plan.pairs.slice((input.page - 1) * input.pageSize, input.page * input.pageSize);
    const unmatched = plan.unmatched.slice(
      (input.unmatchedPage - 1) * input.pageSize,
      input.unmatchedPage * input.pageSize,
    );
    const requestOf = (id: string) => plan.requests.get(id);
    const accountIds = new Set<string>();
    for (const pair of pairs) accountIds.add(pair.coachAccountId).add(pair.coacheeAccountId);
    for (const { requestId } of unmatched) {
      const accountId = requestOf(requestId)?.accountId;
      if (accountId) accountIds.add(accountId);
    }
    const people: ReadonlyMap<string, PersonName> =
      accountIds.size === 0 ? new Map() : await ctx.repositories.projects.listPeople([...accountIds]);
    const calendar = ctx.holidayCalendar;
    return {
      pairs: pageOf(
        pairs.map((pair) =>
          pairView(
            {
              ...pair,
              coach: people.get(pair.coachAccountId),
              coachee: people.get(pair.coacheeAccountId),
              coachRequestedAt: requestOf(pair.coachRequestId)?.createdAt,
              coacheeRequestedAt: requestOf(pair.coacheeRequestId)?.createdAt,
            },
            now,
            calendar,
          ),
        ),
        plan.pairs.length,
        input.page,
        input.pageSize,
      ),
      unmatched: pageOf(
        unmatched.map(({ requestId, side, reason }) => {
          const request = requestOf(requestId);
          // Every unmatched request is one of the plan's open requests; the fallback only satisfies the types.
          const accountId = request?.accountId ?? requestId;
          return leftOverView(
            {
              requestId,
              side,
              reason,
              accountId,
              member: people.get(accountId),
              requestedAt: request?.createdAt,
            },
            now,
            calendar,
          );
        }),
        plan.unmatched.length,
        input.unmatchedPage,
        input.pageSize,
      ),
      unmatchedByReason: countByReason(plan.unmatched),
      summary: {
        coachRequests: plan.coachRequests,
        coacheeRequests: plan.coacheeRequests,
        pairs: plan.pairs.length,
        unmatched: plan.unmatched.length,
        durationMs: elapsedSince(started),
      },
    };
  },
});

/** The unmatched requests counted by reason, the largest group first (ties in the reasons' order of first appearance). */
function countByReason(unmatched: readonly { readonly reason: UnmatchedReason }[]): UnmatchedCount[] {
  const counts = new Map<UnmatchedReason, number>();
  for (const { reason } of unmatched) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count);
}
