import { noInput } from '../contracts/common.ts';
import { matchingRunResultSchema } from '../contracts/projects.ts';
import type { MatchingSnapshotAt } from '../ports/project-request-repository.ts';
import type { UseCaseContext } from '../shared/context.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { snapshotHoldsUntil } from './kept-matching-plan.ts';
import { withMatchingChanges } from './matching-changes.ts';
import { elapsedSince, matchingRunResult, monotonicNow, planMatchingRun } from './plan-matching-run.ts';

/**
 * The run that matching would make now, planned on the open requests as they are, writing nothing.
 * The plan is kept (`ctx.keptMatchingPlan`) and answered again while the store's matching version,
 * the settings and the facts' moment stay the same: a version and the settings are two small
 * reads, planning anew is the whole programme's (issue 29). After a change, only the members that
 * changed are read again (`snapshotNow`). The version comes with the snapshot
 * from the same read, so a plan is never kept under a version newer than its rows. A real run
 * never comes here: it plans on the requests it holds locked (`runMatching`).
 */
export async function planMatchingNow(ctx: UseCaseContext) {
  const now = ctx.clock.now();
  const { projectRequests, settings: settingsRepository } = ctx.repositories;
  const [version, settings] = await Promise.all([
    projectRequests.matchingVersion(),
    settingsRepository.get(),
  ]);
  const kept = ctx.keptMatchingPlan.find(version, settings, now);
  if (kept) return kept;
  ctx.progress?.({ phase: 'reading', done: 0, total: 1 });
  const snapshot = await snapshotNow(ctx, now);
  const plan = planMatchingRun(snapshot, settings, now, ctx.progress);
  ctx.keptMatchingPlan.keep(plan, {
    version: snapshot.version,
    settings,
    plannedAt: now,
    holdsUntil: snapshotHoldsUntil(snapshot, now),
    snapshot,
  });
  return plan;
}

/**
 * The snapshot at `now`: the kept one brought up to date with what changed since it was read, when
 * it still holds and the store can tell (a few members, read by index), else the whole programme
 * read again. Reading every member's facts was about half of planning after a change (ADR 0047,
 * addendum of 2026-12-01).
 */
async function snapshotNow(ctx: UseCaseContext, now: Date): Promise<MatchingSnapshotAt> {
  const { projectRequests } = ctx.repositories;
  const kept = ctx.keptMatchingPlan.snapshotHolding(now);
  if (kept?.seen) {
    const changes = await projectRequests.matchingChangesSince(kept.seen, now);
    if (changes) return withMatchingChanges(kept, changes);
  }
  return projectRequests.matchingSnapshot(now);
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
