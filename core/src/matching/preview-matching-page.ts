import type { UnmatchedCount, UnmatchedReason } from '../contracts/projects.ts';
import { matchingPreviewQuerySchema, matchingPreviewSchema } from '../contracts/projects.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { elapsedSince, monotonicNow } from './plan-matching-run.ts';
import { planMatchingNow } from './preview-matching.ts';

/**
 * What a matching run would do now, writing nothing, as the administrators' screen asks for it: a
 * page of the pairs, the unmatched requests counted by reason, and the figures. The whole plan
 * (every pair and every unmatched request) is `previewMatching`'s, which `npm run match --
 * --dry-run` prints; over HTTP all of it was 3.3 MB at 30,000 open requests, and validating,
 * serialising and sending it cost the preview more than planning did (issue 29).
 */
export const previewMatchingPage = defineUseCase({
  name: 'matching.previewPage',
  summary:
    'Plan a matching run without writing anything: a page of the pairs, the unmatched counted by reason',
  access: 'matching.run',
  input: matchingPreviewQuerySchema,
  output: matchingPreviewSchema,
  errors: [],
  async run({ ctx, input }) {
    const started = monotonicNow();
    const plan = await planMatchingNow(ctx);
    const from = (input.page - 1) * input.pageSize;
    return {
      pairs: {
        items: plan.pairs
          .slice(from, from + input.pageSize)
          .map(({ coachRequestId, coacheeRequestId, coachAccountId, coacheeAccountId, language }) => ({
            coachRequestId,
            coacheeRequestId,
            coachAccountId,
            coacheeAccountId,
            language,
          })),
        total: plan.pairs.length,
        page: input.page,
        pageSize: input.pageSize,
      },
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
