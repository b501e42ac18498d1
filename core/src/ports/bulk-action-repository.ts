import type { BulkAction, BulkProgress, NewBulkAction } from '../accounts/bulk/bulk-action.ts';

export interface BulkActionReads {
  findById(id: string): Promise<BulkAction | null>;
}

/** Bulk actions on accounts kept as jobs (ADR 0052): asked for by an administrator, done by the job. */
export interface BulkActionRepository extends BulkActionReads {
  /** A pending action; its commit wakes the job. */
  insert(action: NewBulkAction): Promise<BulkAction>;
  /**
   * The action to work on now, oldest first: one left `running` by a run that stopped (the job's
   * lock says no other run is on it; it resumes after its `lastAccountId`), else a pending one,
   * which becomes `running` at `now`. `FOR UPDATE SKIP LOCKED` passes over one being claimed.
   */
  claimNext(now: Date): Promise<BulkAction | null>;
  /** Records a batch's progress, in the batch's own unit of work. */
  advance(id: string, progress: BulkProgress): Promise<void>;
  finish(id: string, at: Date): Promise<void>;
  fail(id: string, error: string, at: Date): Promise<void>;
}
