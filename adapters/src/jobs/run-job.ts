import type { Clock, JobCounts, JobRun, JobTrigger, ReadRepositories, UnitOfWork } from '@coach/core';
import type { JobDefinition } from './job-definition.ts';
import type { JobLocks } from './job-locks.ts';

/** What running a job needs: where runs are recorded, the locks, and who this instance is. */
export interface JobRunnerDeps {
  readonly repositories: ReadRepositories;
  readonly unitOfWork: UnitOfWork;
  readonly clock: Clock;
  readonly locks: JobLocks;
  /** This server instance, e.g. `web-2:4711`: recorded with each run. */
  readonly instance: string;
}

/** A scheduled tick: its instant, and from when a run elsewhere counts as this tick's run. */
export interface Tick {
  readonly at: Date;
  readonly countsFrom: Date;
}

export type JobRunResult =
  /** `error` is what the job threw, for the log (the run row keeps its message). */
  | { readonly status: 'ran'; readonly run: JobRun; readonly error?: unknown }
  | { readonly status: 'skipped'; readonly reason: 'locked' | 'alreadyRanThisTick' };

function describeError(error: unknown): string {
  return (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 2000);
}

/**
 * Runs a job once, under its lock, and records the run. A tick that finds the lock taken, or finds
 * that another instance already ran this tick, does nothing and writes nothing (ADR 0014): those
 * rows would only say "someone else did it" every few seconds.
 */
export async function runJob(
  deps: JobRunnerDeps,
  job: JobDefinition,
  trigger: JobTrigger,
  tick?: Tick,
): Promise<JobRunResult> {
  const release = await deps.locks.tryAcquire(job.name);
  if (!release) return { status: 'skipped', reason: 'locked' };
  try {
    // Checked under the lock: whoever ran this tick before us has committed its run row by now.
    if (tick && (await deps.repositories.jobRuns.hasScheduledRunSince(job.name, tick.countsFrom))) {
      return { status: 'skipped', reason: 'alreadyRanThisTick' };
    }
    const started = await deps.unitOfWork.run((tx) =>
      tx.repositories.jobRuns.start({
        job: job.name,
        trigger,
        instance: deps.instance,
        startedAt: deps.clock.now(),
      }),
    );
    let result: { outcome: 'succeeded' | 'failed'; counts: JobCounts; error: string | null };
    let thrown: unknown;
    try {
      result = { outcome: 'succeeded', counts: await job.run(), error: null };
    } catch (error) {
      thrown = error;
      result = { outcome: 'failed', counts: {}, error: describeError(error) };
    }
    const finished = { ...result, finishedAt: deps.clock.now() };
    await deps.unitOfWork.run((tx) => tx.repositories.jobRuns.finish(started.id, finished));
    return {
      status: 'ran',
      run: { ...started, ...finished },
      ...(thrown === undefined ? {} : { error: thrown }),
    };
  } finally {
    await release();
  }
}
