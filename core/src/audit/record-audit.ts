import type { AuditAction } from '../contracts/audit.ts';
import type { TransactionContext } from '../ports/unit-of-work.ts';
import type { UseCaseContext } from '../shared/context.ts';
import { auditSnapshot } from './domain/audit-entry.ts';

export interface AuditedChange {
  /** The use case's name, e.g. `accounts.update`: one of `auditActions`. */
  readonly action: AuditAction;
  readonly entityType: string;
  readonly entityId: string | null;
  readonly before?: object | null;
  readonly after?: object | null;
}

/**
 * Writes an administrator action to the audit log in the same transaction as the change, so the
 * log never tells of a change that rolled back, and no committed change goes unlogged.
 */
export async function recordAudit(
  { repositories }: TransactionContext,
  ctx: UseCaseContext,
  change: AuditedChange,
): Promise<void> {
  await repositories.auditLog.append(auditEntryOf(ctx, change));
}

/** Many changes of one call (an import's accounts) in a few statements, like `recordAudit`. */
export async function recordAudits(
  { repositories }: TransactionContext,
  ctx: UseCaseContext,
  changes: readonly AuditedChange[],
): Promise<void> {
  await repositories.auditLog.appendMany(changes.map((change) => auditEntryOf(ctx, change)));
}

function auditEntryOf(ctx: UseCaseContext, change: AuditedChange) {
  const { actor } = ctx;
  return {
    actorAccountId: actor.kind === 'account' ? actor.accountId : null,
    actorLabel: actor.kind === 'account' ? actor.account.email : actor.kind,
    action: change.action,
    entityType: change.entityType,
    entityId: change.entityId,
    before: auditSnapshot(change.before),
    after: auditSnapshot(change.after),
    clientAddress: ctx.clientAddress ?? null,
    createdAt: ctx.clock.now(),
  };
}
