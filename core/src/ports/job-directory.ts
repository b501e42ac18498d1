import type { JobRun } from './job-run-repository.ts';

/** A job the server knows, as its scheduler sees it now. */
export interface ScheduledJob {
  readonly name: string;
  readonly description: string;
  /** Its croner pattern, e.g. `*\/10 * * * * *` (with seconds) or `0 3 * * *`. */
  readonly schedule: string;
  readonly timezone: string;
  /** False when this server does not schedule it (e.g. mail delivery without a mail server). */
  readonly enabled: boolean;
  /** The next tick after `now`, or null when it is not scheduled. */
  readonly nextRunAt: Date | null;
}

/** What asking for a job to run at once came to. */
export type JobRunNow =
  | { readonly status: 'ran'; readonly run: JobRun }
  /** The job is running now (here or on another instance): its lock is taken. */
  | { readonly status: 'locked' }
  | { readonly status: 'unknown' };

/** The server's jobs (their definitions live in the server; core only lists and starts them). */
export interface JobDirectory {
  list(now: Date): readonly ScheduledJob[];
  /** Runs a job at once, under its lock, recorded as a manual run; absent where nothing runs jobs (tests, tools). */
  run?(name: string): Promise<JobRunNow>;
}
