import { type AccountRoleType, accountRoleTypes } from '../../contracts/account-values.ts';
import { DomainError } from '../../errors/domain-error.ts';
import type { Actor } from '../../shared/context.ts';
import { can } from './permissions.ts';

/**
 * An administrator cannot make their own account passive, lock it, change its role or delete it
 * (4046): one slip would lock them out, and the last administrator could leave the platform
 * without one. Another administrator can do it for them.
 */
export function assertNotOwnAccount(actor: Actor, accountId: string): void {
  if (actor.kind === 'account' && actor.accountId === accountId)
    throw new DomainError('cannotChangeOwnAccess');
}

/**
 * The roles an actor may give an account. Those who manage accounts (and the system) may give any;
 * a salesman, who may only create accounts for prospects, gives member and guest accounts: a
 * salesman who could create administrators could give themselves every permission.
 */
export function assignableRoles(actor: Actor): readonly AccountRoleType[] {
  if (actor.kind === 'system' || (actor.kind === 'account' && can(actor.role, 'accounts.write'))) {
    return accountRoleTypes;
  }
  return ['User', 'Guest'];
}

/** 4033 when the actor may not give `role` to an account. */
export function assertMayAssignRole(actor: Actor, role: AccountRoleType): void {
  if (!assignableRoles(actor).includes(role)) throw new DomainError('forbidden');
}
