import { accountIdInputSchema } from '../contracts/account-admin.ts';
import { noOutput } from '../contracts/common.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { assertNotOwnAccount } from './domain/account-administration.ts';
import { eraseAccount, lockUnerasedAccount } from './domain/erase-account.ts';

/**
 * An administrator deletes an account without touching any other member's data (ADR 0030): an
 * account with history (projects, ledger entries, orders) is anonymised, one without is removed
 * outright. Its open projects end as aborted by the administrator, and the partner is mailed. The
 * audit entry names nothing but the account's id, role and status. Administrators cannot delete
 * their own account (4046); an account already anonymised is not found again.
 */
export const deleteAccount = defineUseCase({
  name: 'accounts.delete',
  summary: 'Delete an account: anonymised when it has history, removed when it has none',
  access: 'accounts.write',
  input: accountIdInputSchema,
  output: noOutput,
  errors: ['userNotFound', 'cannotChangeOwnAccess'],
  success: 'recordDeleted',
  async run({ ctx, input }) {
    assertNotOwnAccount(ctx.actor, input.accountId);
    await ctx.unitOfWork.run(async (tx) => {
      const account = await lockUnerasedAccount(tx, input.accountId);
      await eraseAccount(tx, ctx, account, { reason: 'deletedByAdministrator' });
    });
    return null;
  },
});
