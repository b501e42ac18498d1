/**
 * Whether an error means the database cannot be reached right now (ADR 0037): the server answers
 * 503 with Retry-After instead of 500, and start-up waits instead of failing. postgres.js reconnects
 * by itself, so such a state ends when the database answers again.
 *
 * - the socket's own errors: refused, reset, timed out, no route, a name that does not resolve;
 * - postgres.js's: the connection closed under a query, or not made within `connect_timeout`;
 * - PostgreSQL's: SQLSTATE class 08 (connection exception), 57P01–57P03 (the server shuts down,
 *   crashed, or is still starting) and 53300 (no connection slot left).
 *
 * Not among them: CONNECTION_ENDED and CONNECTION_DESTROYED, which follow our own `end()` (a
 * closed pool is a bug or a shutdown, not an outage), nor a wrong password or database name,
 * which waiting does not mend.
 */
/** The socket's and postgres.js's own codes (only postgres.js opens sockets to a database). */
const unreachableConnectionCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENETDOWN',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECTION_CLOSED',
  'CONNECT_TIMEOUT',
]);

/** PostgreSQL's, besides class 08. */
const unreachableSqlStates = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * SQLSTATEs count only from a PostgreSQL server (postgres.js's `PostgresError`): the embedded
 * PGlite answers 57P01 once it is closed (pglite-thread.ts), which is our own shutdown, for good.
 */
function isUnreachableCode(error: { readonly code?: unknown; readonly name?: unknown }): boolean {
  const { code } = error;
  if (typeof code !== 'string') return false;
  if (unreachableConnectionCodes.has(code)) return true;
  return error.name === 'PostgresError' && (unreachableSqlStates.has(code) || /^08[0-9A-Z]{3}$/.test(code));
}

/**
 * The error and what it wraps: drizzle's `DrizzleQueryError` (`cause`), and the `AggregateError`
 * of a host name with several addresses (`errors`).
 */
function* wrapped(error: unknown): Generator<{ readonly code?: unknown; readonly name?: unknown }> {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.shift();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    yield current;
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors);
  }
}

export function isDatabaseUnreachable(error: unknown): boolean {
  for (const inner of wrapped(error)) if (isUnreachableCode(inner)) return true;
  return false;
}

/** Why, for a log line: the code that made it unreachable, or else the error's message. */
export function unreachableReason(error: unknown): string {
  for (const inner of wrapped(error)) if (isUnreachableCode(inner)) return String(inner.code);
  return error instanceof Error ? error.message : String(error);
}

/**
 * postgres.js's `backoff`: how long a closed connection waits before it connects again, by the
 * failures in a row. Its own grows to 20 s, and a query waits that long for its connection's next
 * attempt, so a call during an outage hung for up to 20 s before its 503. Capped at a second, a
 * call answers within about a second, and the first call after the database is back succeeds.
 */
export function reconnectDelaySeconds(failuresInARow: number): number {
  return Math.min(0.1 * failuresInARow, 1);
}

/**
 * postgres.js's `connect_timeout` (seconds; its default is 30): when nothing answers at all (a
 * firewall that drops packets), a call waits this long before its 503.
 */
export const connectTimeoutSeconds = 10;
