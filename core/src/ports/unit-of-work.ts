import type { Repositories } from './repositories.ts';

/**
 * Runs `work` in one database transaction: the repositories it receives all write through that
 * transaction, which commits when `work` resolves and rolls back when it throws.
 */
export interface UnitOfWork {
  run<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
}
