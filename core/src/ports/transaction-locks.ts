/**
 * Named locks held until the current unit of work ends (PostgreSQL `pg_try_advisory_xact_lock`),
 * across every server instance that shares the database. A matching run takes one, so the
 * scheduled run, an administrator's "run now" and the command line never write at the same time.
 */
export interface TransactionLocks {
  /** True when this unit of work now holds the lock; false at once when another one does. */
  tryLock(name: string): Promise<boolean>;
}
