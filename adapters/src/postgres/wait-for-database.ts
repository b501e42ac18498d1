import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { isDatabaseUnreachable, unreachableReason } from './connection-errors.ts';
import type { Database } from './database.ts';

/** The first pause between two attempts, doubled each time up to the longest (seconds). */
const firstDelaySeconds = 0.5;
const longestDelaySeconds = 5;

/**
 * The pauses between attempts that fit in `totalSeconds`: 0.5, 1, 2, 4, then every 5 s. A database
 * that comes back is found within five seconds; a server given 60 s makes 15 attempts.
 */
export function retryDelays(totalSeconds: number): number[] {
  const delays: number[] = [];
  let sum = 0;
  for (
    let next = firstDelaySeconds;
    sum + next <= totalSeconds;
    next = Math.min(next * 2, longestDelaySeconds)
  ) {
    delays.push(next);
    sum += next;
  }
  return delays;
}

/** `host:port` of a PostgreSQL URL, never its user or password. */
export function databaseTarget(url: string): string {
  try {
    const { hostname, port } = new URL(url);
    return `${hostname || 'localhost'}:${port || '5432'}`;
  } catch {
    return 'the configured host';
  }
}

export interface DatabaseWait {
  /** How long to keep trying, in seconds; 0 tries once. */
  readonly totalSeconds: number;
  /** Told before each pause: one line to log. */
  readonly onRetry: (line: string) => void;
}

/**
 * Start-up: asks the database `select 1` until it answers, pausing between attempts while it cannot
 * be reached (`isDatabaseUnreachable`). Any other failure (a wrong password, a database that does
 * not exist) throws at once, since waiting will not mend it; so does the last attempt's failure.
 * An attempt itself may take up to postgres.js's `connect_timeout` when nothing answers at all.
 */
export async function waitForDatabase(
  database: Pick<Database, 'db'>,
  url: string,
  wait: DatabaseWait,
): Promise<void> {
  const delays = retryDelays(wait.totalSeconds);
  const attempts = delays.length + 1;
  const target = databaseTarget(url);
  for (let attempt = 1; ; attempt += 1) {
    try {
      await database.db.execute(sql`select 1`);
      return;
    } catch (error) {
      const reason = unreachableReason(error);
      if (!isDatabaseUnreachable(error)) {
        throw new Error(`the database at ${target} refused to start a session: ${reason}`, { cause: error });
      }
      const delay = delays[attempt - 1];
      if (delay === undefined) {
        throw new Error(
          `database not reachable at ${target} (${reason}) after ${attempts} attempts in ${wait.totalSeconds} s`,
          { cause: error },
        );
      }
      wait.onRetry(
        `database not reachable at ${target} (${reason}), retrying in ${delay} s (attempt ${attempt} of ${attempts})`,
      );
      await sleep(delay * 1000);
    }
  }
}
