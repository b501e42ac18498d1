import type { TransactionLocks } from '@coach/core';
import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../database.ts';
import { rowsOf } from './sql-arrays.ts';

/** The first key of every transaction lock (two-int form, apart from the job locks' 720 431). */
const transactionLockNamespace = 720_432;

/**
 * Named locks of one transaction (`db` is the unit of work's): PostgreSQL frees them when it
 * commits or rolls back, so none outlives its unit of work, even when the process dies.
 */
export function transactionLocks(db: AppDatabase): TransactionLocks {
  return {
    async tryLock(name) {
      const result = await db.execute(
        sql`select pg_try_advisory_xact_lock(${transactionLockNamespace}, hashtext(${name})) as locked`,
      );
      return rowsOf<{ locked: boolean }>(result)[0]?.locked === true;
    },
  };
}
