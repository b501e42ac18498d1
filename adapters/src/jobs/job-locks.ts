import postgres from 'postgres';

/** Releases a lock taken by `tryAcquire`. */
export type ReleaseLock = () => Promise<void>;

/** One lock per job name, across every server instance that shares the database. */
export interface JobLocks {
  /** The lock of `job`, or null at once when someone (this process or another) holds it. */
  tryAcquire(job: string): Promise<ReleaseLock | null>;
  close(): Promise<void>;
}

/**
 * Locks within this process only. Enough on PGlite, where one process owns the database; and the
 * first guard on PostgreSQL too, because a session advisory lock is re-entrant for its session.
 */
export function createInProcessJobLocks(): JobLocks {
  const held = new Set<string>();
  return {
    async tryAcquire(job) {
      if (held.has(job)) return null;
      held.add(job);
      return async () => {
        held.delete(job);
      };
    },
    async close() {},
  };
}

/** The first key of every job lock (two-int form: it never meets the migration's one-bigint lock). */
const jobLockNamespace = 720_431;

/**
 * PostgreSQL session advisory locks on one dedicated connection, held for the whole run. If the
 * process dies, its connection closes and PostgreSQL frees the locks; no lock can outlive its
 * holder. The job's own work runs on the ordinary pool, in its own transactions.
 */
export function createPostgresJobLocks(databaseUrl: string): JobLocks {
  const connection = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const local = createInProcessJobLocks();
  return {
    async tryAcquire(job) {
      const releaseLocal = await local.tryAcquire(job);
      if (!releaseLocal) return null;
      try {
        const [row] = await connection<{ locked: boolean }[]>`
          select pg_try_advisory_lock(${jobLockNamespace}, hashtext(${job})) as locked`;
        if (row?.locked) {
          return async () => {
            try {
              await connection`select pg_advisory_unlock(${jobLockNamespace}, hashtext(${job}))`;
            } finally {
              await releaseLocal();
            }
          };
        }
      } catch (error) {
        await releaseLocal();
        throw error;
      }
      await releaseLocal();
      return null;
    },
    close: () => connection.end(),
  };
}
