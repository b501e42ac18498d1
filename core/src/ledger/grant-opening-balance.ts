import { assertPermission } from '../shared/authorization.ts';
import type { UseCaseCall } from '../shared/context.ts';
import type { LedgerEntry } from './domain/ledger-entry.ts';

/**
 * Gives an account its starting points (demo seed, Excel import of existing members) as an
 * `opening_balance` ledger entry, so the score stays the sum of the ledger.
 */
export async function grantOpeningBalance({
  ctx,
  input,
}: UseCaseCall<{ accountId: string; points: number; note?: string }>): Promise<LedgerEntry> {
  assertPermission(ctx.actor, 'accounts.write');
  if (!Number.isInteger(input.points)) throw new RangeError('Opening balance must be a whole number');
  return ctx.repositories.ledger.append({
    accountId: input.accountId,
    delta: input.points,
    reason: 'opening_balance',
    projectId: null,
    actorAccountId: ctx.actor.kind === 'account' ? ctx.actor.accountId : null,
    note: input.note ?? null,
  });
}
