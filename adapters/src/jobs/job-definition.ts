import type { JobCounts } from '@coach/core';

/** A job as the scheduler runs it: the server binds `run` to a use case run as the system actor. */
export interface JobDefinition {
  /** Stable, e.g. `mail.deliver`: it names the advisory lock and the rows in job_runs. */
  readonly name: string;
  /** One English sentence, for `jobs list` and the administrators' page. */
  readonly description: string;
  /** A croner pattern; six fields when it needs seconds (`*\/10 * * * * *`). */
  readonly schedule: string;
  /**
   * For a schedule that administrators change at run time (the matching schedule setting): where
   * it lives. The scheduler reads it again every minute, so a change takes effect on every
   * instance within a minute and without a restart; `schedule` is then only the pattern used
   * before the first read.
   */
  readonly live?: LiveSchedule | undefined;
  readonly timezone: string;
  /** False: listed, runnable by hand, but not scheduled on this server. */
  readonly enabled: boolean;
  /** Idempotent: running it twice in a row changes nothing the second time. */
  run(): Promise<JobCounts>;
}

/** A schedule read from where it lives (five fields, like every schedule administrators write). */
export interface LiveSchedule {
  /** The pattern last read; the job's own `schedule` before the first read. */
  current(): string;
  /** Reads it again; when that fails, throws and the last pattern read stays current. */
  refresh(): Promise<string>;
}

/** A live schedule that starts at `initial` and reads the current pattern with `read`. */
export function createLiveSchedule(initial: string, read: () => Promise<string>): LiveSchedule {
  let current = initial;
  return {
    current: () => current,
    async refresh() {
      current = await read();
      return current;
    },
  };
}

/** The part of a logger the scheduler writes to (pino's signature). */
export interface JobLogger {
  info(data: object, message: string): void;
  error(data: object, message: string): void;
}
