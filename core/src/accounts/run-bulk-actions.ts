import { z } from 'zod';
import { recordAudit } from '../audit/record-audit.ts';
import type { BulkSkipReason } from '../contracts/account-bulk.ts';
import { noInput } from '../contracts/common.ts';
import { recordOrder } from '../membership/record-order.ts';
import type { MembershipPackage } from '../packages/membership-package.ts';
import type { TransactionContext } from '../ports/unit-of-work.ts';
import type { AccountActor, UseCaseContext } from '../shared/context.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { addSkip, type BulkAction, bulkOutcomeOf, type SkipCounts } from './bulk/bulk-action.ts';
import { applyAccountAccess } from './change-account-access.ts';
import type { Account } from './domain/account.ts';
import { isErasedAccount } from './domain/erase-account.ts';

/** Accounts one transaction changes: the batch, its audit entries and its progress commit together. */
export const bulkBatchSize = 100;
/** Bulk actions one run finishes at most; the next tick (or wake-up) takes the rest. */
const actionsPerRun = 5;

/** Why a job stops: its requester is gone or no longer an administrator, or its package is. */
class BulkActionStopped extends Error {}

/**
 * The job acts for the administrator who asked: their account is the actor of each audit entry,
 * and it must still be an administrator's when the job runs.
 */
async function requesterActor(ctx: UseCaseContext, action: BulkAction): Promise<AccountActor> {
  const account = await ctx.repositories.accounts.findById(action.requestedBy);
  if (account?.accountRoleType !== 'Administrator' || isErasedAccount(account)) {
    throw new BulkActionStopped('requester is no longer an administrator');
  }
  return {
    kind: 'account',
    accountId: account.id,
    role: account.accountRoleType,
    sessionId: `bulk-action:${action.id}`,
    account,
  };
}

/**
 * Changes one account of the batch under its row lock, or says why not: the same rule as the
 * count (`bulkOutcomeOf`), asked again now, then the single action's own code (`applyAccountAccess`,
 * `recordOrder`: a period after the current one, ADR 0031) with its audit entry.
 */
async function changeOne(
  tx: TransactionContext,
  ctx: UseCaseContext & { readonly actor: AccountActor },
  action: BulkAction,
  membershipPackage: MembershipPackage | null,
  account: Account | null,
): Promise<BulkSkipReason | 'change'> {
  if (!account) return 'notFound';
  const outcome = bulkOutcomeOf(action.action, {
    status: account.status,
    accountRoleType: account.accountRoleType,
    erased: isErasedAccount(account),
    own: account.id === ctx.actor.accountId,
  });
  if (outcome !== 'change') return outcome;
  const bulkActionId = action.id;
  if (action.action === 'extendMembership' && membershipPackage) {
    const { order, account: extended } = await recordOrder(tx, {
      accountId: account.id,
      membershipPackage,
      method: 'granted',
      priceUsd: '0.00',
      currency: 'USD',
      payment: null,
      note: action.reason,
      grantedByAccountId: ctx.actor.accountId,
      at: ctx.clock.now(),
    });
    await recordAudit(tx, ctx, {
      action: 'orders.grant',
      entityType: 'account',
      entityId: account.id,
      after: { order, subscriptionEndDate: extended.subscriptionEndDate, bulkActionId },
    });
  } else {
    const status = action.action === 'makePassive' ? 'passive' : 'active';
    await applyAccountAccess(tx, ctx, account, { status }, { bulkActionId });
  }
  return 'change';
}

/**
 * One keyset batch: the next ids of the selection after the cursor (the filter read again), each
 * account changed or skipped, and the cursor and counts moved on, all in one transaction. A crash
 * anywhere in it rolls the whole batch back, so the next run redoes exactly that batch.
 * Answers false when the selection has no accounts left.
 */
export async function runBulkActionBatch(
  ctx: UseCaseContext & { readonly actor: AccountActor },
  action: BulkAction,
  membershipPackage: MembershipPackage | null,
): Promise<BulkAction | null> {
  const ids = await ctx.repositories.accounts.selectionIdsAfter(
    action.selection,
    action.lastAccountId,
    bulkBatchSize,
  );
  if (ids.length === 0) return null;
  return ctx.unitOfWork.run(async (tx) => {
    let changed = action.changed;
    let skipped: SkipCounts = action.skipped;
    for (const id of ids) {
      const account = await tx.repositories.accounts.findByIdForUpdate(id);
      const outcome = await changeOne(tx, ctx, action, membershipPackage, account);
      if (outcome === 'change') changed += 1;
      else skipped = addSkip(skipped, outcome);
    }
    const rowsDone = action.rowsDone + ids.length;
    const progress = {
      lastAccountId: ids[ids.length - 1] as string,
      rowsDone,
      rowsTotal: Math.max(action.rowsTotal, rowsDone),
      changed,
      skipped,
    };
    await tx.repositories.bulkActions.advance(action.id, progress);
    return { ...action, ...progress };
  });
}

/** Runs one claimed action to its end, batch after batch; ids picked that name no account are counted at the end. */
async function runToEnd(ctx: UseCaseContext, claimed: BulkAction): Promise<void> {
  const actor = await requesterActor(ctx, claimed);
  const actingCtx = { ...ctx, actor };
  const membershipPackage = claimed.membershipPackageId
    ? await ctx.repositories.membershipPackages.findById(claimed.membershipPackageId)
    : null;
  if (claimed.action === 'extendMembership' && !membershipPackage) {
    throw new BulkActionStopped('package not found');
  }
  let action: BulkAction | null = claimed;
  let last = claimed;
  while (action) {
    last = action;
    action = await runBulkActionBatch(actingCtx, action, membershipPackage);
  }
  const at = ctx.clock.now();
  await ctx.unitOfWork.run(async (tx) => {
    // Picked ids no longer there were never read by a batch: they count as "not found".
    if ('accountIds' in last.selection) {
      const missing = new Set(last.selection.accountIds).size - last.rowsDone;
      if (missing > 0) {
        await tx.repositories.bulkActions.advance(last.id, {
          lastAccountId: last.lastAccountId,
          rowsDone: last.rowsDone + missing,
          rowsTotal: Math.max(last.rowsTotal, last.rowsDone + missing),
          changed: last.changed,
          skipped: addSkip(last.skipped, 'notFound', missing),
        });
      }
    }
    await tx.repositories.bulkActions.finish(last.id, at);
  });
}

/**
 * The bulk actions' job (ADR 0052): takes the action left running by a stopped run (resumed after
 * its cursor) or the oldest pending one, and works through it in keyset batches. A failure marks
 * that action failed, keeping what its committed batches did, and goes on with the next.
 */
export const runBulkActions = defineUseCase({
  name: 'accounts.runBulkActions',
  summary: 'Carry out the bulk actions on accounts that administrators started',
  access: 'system',
  input: noInput,
  output: z.object({ finished: z.int(), failed: z.int() }),
  errors: [],
  async run({ ctx }) {
    let finished = 0;
    let failed = 0;
    for (let index = 0; index < actionsPerRun; index += 1) {
      const claimed = await ctx.unitOfWork.run((tx) =>
        tx.repositories.bulkActions.claimNext(ctx.clock.now()),
      );
      if (!claimed) break;
      try {
        await runToEnd(ctx, claimed);
        finished += 1;
      } catch (error) {
        failed += 1;
        const message = error instanceof Error ? error.message : String(error);
        await ctx.unitOfWork.run((tx) =>
          tx.repositories.bulkActions.fail(claimed.id, message.slice(0, 500), ctx.clock.now()),
        );
      }
    }
    return { finished, failed };
  },
});
