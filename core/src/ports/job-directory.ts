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

/** The server's jobs (their definitions live in the server; core only lists them). */
export interface JobDirectory {
  list(now: Date): readonly ScheduledJob[];
}
