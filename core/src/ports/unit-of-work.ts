import type { Repositories } from './repositories.ts';

/** What the work of a unit of work runs on: repositories that all write through its transaction. */
export interface TransactionContext {
  readonly repositories: Repositories;
}

/**
 * Runs `work` in one database transaction, which commits when `work` resolves and rolls back when
 * it throws. The writing repositories exist only here (the use-case context has read-only ones),
 * so a write can never escape its transaction.
 */
export interface UnitOfWork {
  run<T>(work: (tx: TransactionContext) => Promise<T>): Promise<T>;
}
