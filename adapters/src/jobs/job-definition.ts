import type { JobCounts } from '@coach/core';

/** A job as the scheduler runs it: the server binds `run` to a use case run as the system actor. */
export interface JobDefinition {
  /** Stable, e.g. `mail.deliver`: it names the advisory lock and the rows in job_runs. */
  readonly name: string;
  /** One English sentence, for `jobs list` and the administrators' page. */
  readonly description: string;
  /** A croner pattern; six fields when it needs seconds (`*\/10 * * * * *`). */
  readonly schedule: string;
  readonly timezone: string;
  /** False: listed, runnable by hand, but not scheduled on this server. */
  readonly enabled: boolean;
  /** Idempotent: running it twice in a row changes nothing the second time. */
  run(): Promise<JobCounts>;
}

/** The part of a logger the scheduler writes to (pino's signature). */
export interface JobLogger {
  info(data: object, message: string): void;
  error(data: object, message: string): void;
}
