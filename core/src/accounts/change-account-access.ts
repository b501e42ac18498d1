import { changeAccountAccessInputSchema } from '../contracts/account-admin.ts';
import { noOutput } from '../contracts/common.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { auditAccountChange } from './account-audit.ts';
import { assertNotOwnAccount } from './domain/account-administration.ts';
import { lockUnerasedAccount } from './domain/erase-account.ts';

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
      const { repositories } = tx;
      const account = await lockUnerasedAccount(tx, input.accountId);
      const access = { status: input.status ?? account.status, isLocked: input.isLocked ?? account.isLocked };
      await repositories.accounts.setAccess(account.id, access);
      if (access.status === 'passive' || access.isLocked) {
        await repositories.sessions.revokeAllOfAccount(account.id, ctx.clock.now());
      }
      await auditAccountChange(tx, ctx, {
        action: 'accounts.changeAccess',
        entityId: account.id,
        before: { status: account.status, isLocked: account.isLocked },
        after: access,
      });
    });
    return null;
  },
});
