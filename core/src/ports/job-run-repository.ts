import type { JobOutcome, JobTrigger } from '../contracts/operations.ts';

export type JobCounts = Readonly<Record<string, number>>;

/** One run of a scheduled job, on whichever server instance ran it. */
export interface JobRun {
  readonly id: string;
  readonly job: string;
  readonly trigger: JobTrigger;
  /** The server instance (host and process) that ran it. */
  readonly instance: string;
  readonly startedAt: Date;
  readonly finishedAt: Date | null;
  readonly outcome: JobOutcome;
  /** What the run did, e.g. `{ sent: 3, retried: 1 }`. */
  readonly counts: JobCounts;
  readonly error: string | null;
}

export interface JobRunReads {
  /** The latest `perJob` runs of each of `jobs`, newest first. */
  latestOf(jobs: readonly string[], perJob: number): Promise<JobRun[]>;
  /** Whether a scheduled run of `job` started at or after `since` (this tick already ran elsewhere). */
  hasScheduledRunSince(job: string, since: Date): Promise<boolean>;
}

export interface JobRunRepository extends JobRunReads {
  start(run: Pick<JobRun, 'job' | 'trigger' | 'instance' | 'startedAt'>): Promise<JobRun>;
  finish(
    id: string,
    result: Pick<JobRun, 'finishedAt' | 'counts' | 'error'> & { readonly outcome: 'succeeded' | 'failed' },
  ): Promise<void>;
  /** Deletes the runs that started before `before`; the number deleted. */
  deleteStartedBefore(before: Date): Promise<number>;
}
