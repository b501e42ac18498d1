import { can, type Permission } from '../accounts/domain/permissions.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { Actor } from './context.ts';

type AccountActor = Extract<Actor, { kind: 'account' }>;

/** The signed-in actor, or 4001 when nobody is signed in. */
export function assertSignedIn(actor: Actor): AccountActor {
  if (actor.kind !== 'account') throw new DomainError('unauthorized');
  return actor;
}

/**
 * Use cases check permissions themselves as well as the HTTP layer, so that no other caller
 * (CLI, jobs, future transports) can skip them. The system actor may do everything.
 */
export function assertPermission(actor: Actor, permission: Permission): void {
  if (actor.kind === 'system') return;
  if (!can(assertSignedIn(actor).role, permission)) throw new DomainError('forbidden');
}
