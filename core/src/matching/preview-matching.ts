import { noInput } from '../contracts/common.ts';
import { matchingRunResultSchema } from '../contracts/projects.ts';
import type { UseCaseContext } from '../shared/context.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { elapsedSince, matchingRunResult, monotonicNow, planMatchingRun } from './plan-matching-run.ts';

/** The run that matching would make now, planned on the open requests as they are, writing nothing. */
export async function planMatchingNow(ctx: UseCaseContext) {
  const now = ctx.clock.now();
  ctx.progress?.({ phase: 'reading', done: 0, total: 1 });
  const [snapshot, settings] = await Promise.all([
    ctx.repositories.projectRequests.matchingSnapshot(now),
    ctx.repositories.settings.get(),
  ]);
  return planMatchingRun(snapshot, settings, now, ctx.progress);
}

/**
 * What a matching run would do now, writing nothing (the administrators' preview, `npm run match --
 * --dry-run`): the pairs, every unmatched request with its reason, and a summary.
 */
export const previewMatching = defineUseCase({
  name: 'matching.preview',
  summary: 'Plan a matching run without writing anything: the pairs, the unmatched requests and why',
  access: 'matching.run',
  input: noInput,
  output: matchingRunResultSchema,
  errors: [],
  async run({ ctx }) {
    const started = monotonicNow();
    const plan = await planMatchingNow(ctx);
    return matchingRunResult(plan, elapsedSince(started), false);
  },
});
