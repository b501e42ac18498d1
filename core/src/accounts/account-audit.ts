import { type AuditedChange, recordAudit } from '../audit/record-audit.ts';
import type { TransactionContext } from '../ports/unit-of-work.ts';
import type { UseCaseContext } from '../shared/context.ts';

/**
 * Writes the audit entry of an account change made by a person in the back office, in the unit of
 * work of the change. The system's own calls (the seed, `create-admin`, test set-ups) are not
 * administrator actions: the CLI prints them and the log would only fill with set-up noise.
 */
export async function auditAccountChange(
  tx: TransactionContext,
  ctx: UseCaseContext,
  change: Omit<AuditedChange, 'entityType'> & { readonly entityId: string },
): Promise<void> {
  if (ctx.actor.kind !== 'account') return;
  await recordAudit(tx, ctx, { ...change, entityType: 'account' });
}
