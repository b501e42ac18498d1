import { can, type Permission } from '../accounts/domain/permissions.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { AccountActor, Actor } from './context.ts';

/**
 * Who may call a use case: anybody, any signed-in account, accounts holding a permission, or only
 * the system itself (the jobs and the CLI: mail delivery, clean-ups), never an account.
 */
export type Access = 'public' | 'signedIn' | 'system' | Permission;

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
  if (access === 'system') throw new DomainError('forbidden');
  if (access !== 'signedIn' && !can(account.role, access)) throw new DomainError('forbidden');
}
