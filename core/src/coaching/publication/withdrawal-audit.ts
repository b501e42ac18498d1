import { recordAudit } from '../../audit/record-audit.ts';
import type { TransactionContext } from '../../ports/unit-of-work.ts';
import type { UseCaseContext } from '../../shared/context.ts';

/**
 * The audit entry of a published log withdrawn (`coaching.revokeLogPublication`): by its author,
 * or by the erasure of a client it named (`reason: 'clientDeleted'`).
 */
export function auditWithdrawal(
  tx: TransactionContext,
  ctx: UseCaseContext,
  publicationId: string,
  at: Date,
  reason?: 'clientDeleted',
): Promise<void> {
  return recordAudit(tx, ctx, {
    action: 'coaching.revokeLogPublication',
    entityType: 'coachingLogPublication',
    entityId: publicationId,
    before: { revokedAt: null },
    after: { revokedAt: at.toISOString(), ...(reason ? { reason } : {}) },
  });
}
