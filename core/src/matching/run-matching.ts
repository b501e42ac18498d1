import { recordAudit } from '../audit/record-audit.ts';
import { noInput } from '../contracts/common.ts';
import type { MatchingRunTrigger } from '../contracts/matching-runs.ts';
import { matchingRunResultSchema } from '../contracts/projects.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { UseCaseContext } from '../shared/context.ts';
import { defineUseCase } from '../shared/use-case.ts';
import {
  elapsedSince,
  matchingLockName,
  matchingRunResult,
  monotonicNow,
  planMatchingRun,
} from './plan-matching-run.ts';
import { writePairs } from './write-pairs.ts';

/**
 * A matching run: pairs the open requests and writes the projects, the matched requests, the
 * reasons of the unmatched ones, the mails to both partners and the run's record (its figures, its
 * pairs with their projects, its left-overs with their reasons), all in one unit of work: all of it
 * or nothing, so the record never disagrees with the projects it made. Only one run at a time
 * across every server: the run takes the `matching.write` lock first and answers 4054 when another
 * run holds it. It plans again inside its unit of work, on the open requests it holds locked, so a
 * member cancelling meanwhile waits for it and then finds the request matched.
 */
async function runMatchingNow(ctx: UseCaseContext, trigger: MatchingRunTrigger) {
  const started = monotonicNow();
  const { plan, runId } = await ctx.unitOfWork.run(async (tx) => {
    if (!(await tx.repositories.locks.tryLock(matchingLockName))) throw new DomainError('matchingRunning');
    const now = ctx.clock.now();
    ctx.progress?.({ phase: 'reading', done: 0, total: 1 });
    const snapshot = await tx.repositories.projectRequests.matchingSnapshotForUpdate(now);
    const planned = planMatchingRun(snapshot, await tx.repositories.settings.get(), now, ctx.progress);
    const projects = await writePairs(tx, planned.pairs, {
      now,
      settings: planned.settings,
      matchedByAccountId: null,
      overrideReason: null,
      progress: ctx.progress,
    });
    await tx.repositories.projectRequests.recordSkips(
      planned.unmatched.map(({ requestId, reason }) => ({ requestId, reason })),
      now,
    );
    const startedBy = ctx.actor.kind === 'account' ? ctx.actor.accountId : null;
    const record = await tx.repositories.matchingRuns.record(
      {
        startedAt: now,
        trigger,
        startedByAccountId: startedBy,
        coachRequests: planned.coachRequests,
        coacheeRequests: planned.coacheeRequests,
        durationMs: elapsedSince(started),
      },
      // writePairs answers the projects in the pairs' order.
      projects.map((project) => ({
        projectId: project.id,
        coachRequestId: project.coachRequestId,
        coacheeRequestId: project.coacheeRequestId,
        coachAccountId: project.coachAccountId,
        coacheeAccountId: project.coacheeAccountId,
        language: project.language,
      })),
      planned.unmatched.map(({ requestId, side, reason }) => ({
        requestId,
        side,
        reason,
        // Every unmatched request is one of the snapshot's open requests.
        accountId: planned.requests.get(requestId)?.accountId ?? requestId,
      })),
    );
    // An administrator's "run now" is theirs to answer for; the schedule's and the CLI's runs are the system's.
    if (ctx.actor.kind === 'account') {
      await recordAudit(tx, ctx, {
        action: 'matching.run',
        entityType: 'matchingRun',
        entityId: record.id,
        after: {
          coachRequests: planned.coachRequests,
          coacheeRequests: planned.coacheeRequests,
          pairs: planned.pairs.length,
          unmatched: planned.unmatched.length,
        },
      });
    }
    return { plan: planned, runId: record.id };
  });
  return matchingRunResult(plan, elapsedSince(started), true, runId);
}

/**
 * An administrator's "run now" (kept as started by them) and `npm run match` (the system actor:
 * kept as started from the command line).
 */
export const runMatching = defineUseCase({
  name: 'matching.run',
  summary: 'Run matching now: pair the open requests, start their projects and mail both partners',
  access: 'matching.run',
  input: noInput,
  output: matchingRunResultSchema,
  errors: ['matchingRunning'],
  run: ({ ctx }) => runMatchingNow(ctx, ctx.actor.kind === 'account' ? 'administrator' : 'command_line'),
});

/** The same run on the schedule (`projects.match`), kept as the schedule's. */
export const runScheduledMatching = defineUseCase({
  name: 'matching.runScheduled',
  summary: 'The scheduled matching run: pair the open requests, start their projects and mail both partners',
  access: 'system',
  input: noInput,
  output: matchingRunResultSchema,
  errors: ['matchingRunning'],
  run: ({ ctx }) => runMatchingNow(ctx, 'schedule'),
});
