import type { UseCaseContext } from '../shared/context.ts';
import type { ProjectEvent } from './domain/project-lifecycle.ts';
import { actOnProject } from './project-actions.ts';

/** Projects a job reads at a time: each is then closed in its own unit of work. */
export const projectJobBatchSize = 200;

/**
 * Runs a system event on every project `listDue` names, batch after batch until none is left, each
 * project in its own unit of work so that one failure does not undo the others (it is logged by the
 * job runner through the thrown error only after every other project had its turn). Idempotent: a
 * project the event no longer applies to (closed meanwhile, by a member or a run of the same job on
 * another server) is passed over. Answers how many projects the event closed.
 */
export async function runProjectJob(
  ctx: UseCaseContext,
  listDue: (now: Date, limit: number) => Promise<string[]>,
  event: ProjectEvent,
): Promise<number> {
  const now = ctx.clock.now();
  const seen = new Set<string>();
  const failures: unknown[] = [];
  let closed = 0;
  for (;;) {
    // A project passed over stays listed (a failure, or one the event is not due for): `seen`
    // keeps the loop from reading it forever.
    const batch = (await listDue(now, projectJobBatchSize)).filter((id) => !seen.has(id));
    if (batch.length === 0) break;
    for (const projectId of batch) {
      seen.add(projectId);
      try {
        const action = await ctx.unitOfWork.run((tx) => actOnProject(tx, projectId, event, now));
        if (action.found && action.decision.outcome === 'accepted') closed += 1;
      } catch (error) {
        failures.push(error);
      }
    }
    ctx.progress?.({ phase: event.kind, done: seen.size, total: seen.size });
  }
  if (failures.length > 0) {
    throw new AggregateError(failures, `${failures.length} project(s) failed; ${closed} closed`);
  }
  return closed;
}
