import type {
  BulkActionJob,
  BulkActionKind,
  BulkActionStatus,
  BulkSelection,
  BulkSkipReason,
} from '../../contracts/account-bulk.ts';
import { bulkSkipReasons } from '../../contracts/account-bulk.ts';
import type { AccountRoleType, AccountStatus } from '../../contracts/account-values.ts';
import { mayHoldMembership } from '../../membership/record-order.ts';

/** Skipped accounts by reason, as the job counts them. */
export type SkipCounts = Partial<Record<BulkSkipReason, number>>;

/**
 * A bulk action kept as a job (ADR 0052): what to do, to which accounts (the ids picked, or the
 * filter, read again in batches), for whom, and how far it got. `lastAccountId` is the keyset
 * cursor: every account up to it is done, written in the same transaction as their changes, so a
 * run that resumes after a crash starts after it and changes nobody twice.
 */
export interface BulkAction {
  readonly id: string;
  readonly action: BulkActionKind;
  readonly selection: BulkSelection;
  readonly membershipPackageId: string | null;
  readonly reason: string | null;
  readonly requestedBy: string;
  readonly status: BulkActionStatus;
  readonly rowsTotal: number;
  readonly rowsDone: number;
  readonly changed: number;
  readonly skipped: SkipCounts;
  readonly lastAccountId: string | null;
  readonly error: string | null;
  readonly createdAt: Date;
  readonly startedAt: Date | null;
  readonly finishedAt: Date | null;
}

export type NewBulkAction = Pick<
  BulkAction,
  'action' | 'selection' | 'membershipPackageId' | 'reason' | 'requestedBy' | 'rowsTotal' | 'createdAt'
>;

/** How far a batch took the job: written with the batch's changes. */
export interface BulkProgress {
  readonly lastAccountId: string | null;
  readonly rowsDone: number;
  readonly rowsTotal: number;
  readonly changed: number;
  readonly skipped: SkipCounts;
}

/** What the rule needs to know of an account (one account, or a group of alike accounts). */
export interface BulkTargetFacts {
  readonly status: AccountStatus;
  readonly accountRoleType: AccountRoleType;
  /** Deleted: anonymised (ADR 0030). */
  readonly erased: boolean;
  /** The administrator's own account. */
  readonly own: boolean;
}

/**
 * The one rule of who a bulk action changes and why it leaves the others, used by both the count
 * before it starts and the job (which asks again of each account under its row lock). The rules
 * themselves are those of the single actions: a deleted account is not found (4003), nobody
 * changes the access of their own account (4046), staff accounts hold no membership (4076).
 */
export function bulkOutcomeOf(action: BulkActionKind, facts: BulkTargetFacts): BulkSkipReason | 'change' {
  if (facts.erased) return 'deleted';
  if (action === 'extendMembership') {
    return mayHoldMembership(facts.accountRoleType) ? 'change' : 'staff';
  }
  if (facts.own) return 'ownAccount';
  if (action === 'makePassive') return facts.status === 'passive' ? 'alreadyPassive' : 'change';
  return facts.status === 'active' ? 'alreadyActive' : 'change';
}

/** Skip counts as the API lists them: in the catalogue's order, only reasons that occurred. */
export function skippedList(skipped: SkipCounts): { reason: BulkSkipReason; count: number }[] {
  return bulkSkipReasons
    .map((reason) => ({ reason, count: skipped[reason] ?? 0 }))
    .filter(({ count }) => count > 0);
}

export function addSkip(skipped: SkipCounts, reason: BulkSkipReason, count = 1): SkipCounts {
  return { ...skipped, [reason]: (skipped[reason] ?? 0) + count };
}

export function bulkActionView(action: BulkAction): BulkActionJob {
  return {
    id: action.id,
    action: action.action,
    status: action.status,
    rowsDone: action.rowsDone,
    rowsTotal: Math.max(action.rowsTotal, action.rowsDone),
    changed: action.changed,
    skipped: skippedList(action.skipped),
    createdAt: action.createdAt.toISOString(),
    finishedAt: action.finishedAt?.toISOString() ?? null,
  };
}
