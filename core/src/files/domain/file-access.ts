import { can } from '../../accounts/domain/permissions.ts';
import { DomainError } from '../../errors/domain-error.ts';
import type { AccountActor } from '../../shared/context.ts';

/** How far an account reaches into proofs: every member's (reviewers) or only its own (members). */
export type FileReach = 'any' | 'own';

/** Reviewers reach every proof, members their own; anyone else (guests, salesmen) none: 4033. */
export function fileReachOf(actor: AccountActor): FileReach {
  if (can(actor.role, 'files.review')) return 'any';
  if (can(actor.role, 'files.own')) return 'own';
  throw new DomainError('forbidden');
}

/**
 * Refuses a member who asks for another account's proofs as if they did not exist (404, never
 * 403): an answer that differed would tell which ids belong to somebody.
 */
export function assertReaches(actor: AccountActor, reach: FileReach, ownerAccountId: string): void {
  if (reach === 'own' && ownerAccountId !== actor.accountId) throw new DomainError('recordNotFound');
}
