import { recordAudit } from '../audit/record-audit.ts';
import { noInput } from '../contracts/common.ts';
import { matchingRunResultSchema } from '../contracts/projects.ts';
import { DomainError } from '../errors/domain-error.ts';
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
 * A matching run (the schedule, an administrator's "run now", `npm run match`): pairs the open
 * requests and writes the projects, the matched requests, the reasons of the unmatched ones and the
 * mails to both partners, all in one unit of work: all of it or nothing. Only one run at a time
 * across every server: the run takes the `matching.write` lock first and answers 4054 when another
 * run holds it. It plans again inside its unit of work, on the open requests it holds locked, so a
 * member cancelling meanwhile waits for it and then finds the request matched.
 */
export const runMatching = defineUseCase({
  name: 'matching.run',
  summary: 'Run matching now: pair the open requests, start their projects and mail both partners',
  access: 'matching.run',
  input: noInput,
  output: matchingRunResultSchema,
  errors: ['matchingRunning'],
  async run({ ctx }) {
    const started = monotonicNow();
    const plan = await ctx.unitOfWork.run(async (tx) => {
      if (!(await tx.repositories.locks.tryLock(matchingLockName))) throw new DomainError('matchingRunning');
      const now = ctx.clock.now();
      ctx.progress?.({ phase: 'reading', done: 0, total: 1 });
      const snapshot = await tx.repositories.projectRequests.matchingSnapshotForUpdate(now);
      const planned = planMatchingRun(snapshot, await tx.repositories.settings.get(), now, ctx.progress);
      await writePairs(tx, planned.pairs, {
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
      // An administrator's "run now" is theirs to answer for; the schedule's and the CLI's runs are the system's.
      if (ctx.actor.kind === 'account') {
        await recordAudit(tx, ctx, {
          action: 'matching.run',
          entityType: 'matchingRun',
          entityId: null,
          after: {
            coachRequests: planned.coachRequests,
            coacheeRequests: planned.coacheeRequests,
            pairs: planned.pairs.length,
            unmatched: planned.unmatched.length,
          },
        });
      }
      return planned;
    });
    return matchingRunResult(plan, elapsedSince(started), true);
  },
});
