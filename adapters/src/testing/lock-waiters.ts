import type postgres from 'postgres';

/**
 * For concurrency proofs on real PostgreSQL: tells when transactions of the test's database wait
 * for a lock (a row lock, a row being deleted, another's insert under a unique index), so a test
 * can hold one transaction open until the others are seen waiting on it.
 */
export function lockWaiting(client: postgres.Sql) {
  /** Transactions of this database waiting for a lock now. */
  async function lockWaiters(): Promise<number> {
    const [row] = await client<{ waiting: number }[]>`
      select count(*)::int as waiting from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`;
    return row?.waiting ?? 0;
  }

  /**
   * Resolves once `count` transactions wait for a lock; rejects when `settled` ends first (the
   * calls did not wait: nothing serialised them).
   */
  async function untilWaiting(count: number, settled: Promise<unknown>): Promise<void> {
    let done = false;
    settled.then(
      () => (done = true),
      () => (done = true),
    );
    // Until they wait, however long a busy machine takes (the test's timeout is the guard).
    for (;;) {
      const waiting = await lockWaiters();
      if (waiting >= count) return;
      if (done) throw new Error(`the calls ended without waiting for a lock (${waiting} waiting)`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  return { lockWaiters, untilWaiting };
}
