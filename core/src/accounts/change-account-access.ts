import { changeAccountAccessInputSchema } from '../contracts/account-admin.ts';
import { noOutput } from '../contracts/common.ts';
import type { TransactionContext } from '../ports/unit-of-work.ts';
import type { UseCaseContext } from '../shared/context.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { auditAccountChange } from './account-audit.ts';
import type { Account } from './domain/account.ts';
import { assertNotOwnAccount } from './domain/account-administration.ts';
import { lockUnerasedAccount } from './domain/erase-account.ts';

/**
 * Gives a locked, unerased account its new access in the caller's unit of work, with its audit
 * entry: the one place that says what making an account passive or locked does (its sessions end).
 * The single change and the bulk action (ADR 0052) both come here; `audit` adds to the entry.
 */
export async function applyAccountAccess(
  tx: TransactionContext,
  ctx: UseCaseContext,
  account: Account,
  change: { readonly status?: Account['status'] | undefined; readonly isLocked?: boolean | undefined },
  audit: object = {},
): Promise<void> {
  const access = { status: change.status ?? account.status, isLocked: change.isLocked ?? account.isLocked };
  await tx.repositories.accounts.setAccess(account.id, access);
  if (access.status === 'passive' || access.isLocked) {
    await tx.repositories.sessions.revokeAllOfAccount(account.id, ctx.clock.now());
  }
  await auditAccountChange(tx, ctx, {
    action: 'accounts.changeAccess',
    entityId: account.id,
    before: { status: account.status, isLocked: account.isLocked },
    after: { ...access, ...audit },
  });
}

/**
 * Makes an account passive or active, locks or unlocks it. Taking access away ends every session
 * of the account in the same transaction: an old token must not come back to life on unlocking.
 * Administrators cannot change the access of their own account (4046); a deleted (anonymised)
 * account stays passive and locked (4003).
 */
export const changeAccountAccess = defineUseCase({
  name: 'accounts.changeAccess',
  summary: 'Make an account passive or active, lock or unlock it; passive or locked ends its sessions',
  access: 'accounts.write',
  input: changeAccountAccessInputSchema,
  output: noOutput,
  errors: ['userNotFound', 'cannotChangeOwnAccess'],
  success: 'recordUpdated',
  async run({ ctx, input }) {
    assertNotOwnAccount(ctx.actor, input.accountId);
    await ctx.unitOfWork.run(async (tx) => {
      const account = await lockUnerasedAccount(tx, input.accountId);
      await applyAccountAccess(tx, ctx, account, input);
    });
    return null;
  },
});
