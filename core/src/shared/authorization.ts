import { can, type Permission } from '../accounts/domain/permissions.ts';
import type { AccountRoleType } from '../contracts/account-values.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { AccountActor, Actor } from './context.ts';

/**
 * Who may call a use case: anybody, any signed-in account, accounts holding a permission (or any
 * one of several, for a call that owners and reviewers share: a member's own file, an
 * administrator's any file), or only the system itself (the jobs and the CLI: mail delivery,
 * clean-ups), never an account.
 */
export type Access = 'public' | 'signedIn' | 'system' | Permission | readonly [Permission, ...Permission[]];

/** The permissions of an access, any one of which lets an account in; empty for the others. */
export function permissionsOfAccess(access: Access): readonly Permission[] {
  if (typeof access !== 'string') return access;
  return access === 'public' || access === 'signedIn' || access === 'system' ? [] : [access];
}

/** Whether an account of `role` may make a call of this access (the system's calls it may not). */
export function roleMayCall(access: Access, role: AccountRoleType): boolean {
  if (access === 'public' || access === 'signedIn') return true;
  if (access === 'system') return false;
  return permissionsOfAccess(access).some((permission) => can(role, permission));
}

/** The signed-in actor, or 4001 when nobody is signed in. */
export function assertSignedIn(actor: Actor): AccountActor {
  if (actor.kind !== 'account') throw new DomainError('unauthorized');
  return actor;
}

/**
 * The one permission check, for every caller: the server's guard and `execute` (HTTP, CLI, jobs)
 * both call it with the use case's declared access. The system actor may do everything.
 */
export function authorize(access: Access, actor: Actor): void {
  if (access === 'public' || actor.kind === 'system') return;
  const account = assertSignedIn(actor);
  if (!roleMayCall(access, account.role)) throw new DomainError('forbidden');
}
