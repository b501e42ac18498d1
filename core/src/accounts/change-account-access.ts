import { z } from 'zod';
import { accountStatusSchema } from '../contracts/account-values.ts';
import { noOutput } from '../contracts/common.ts';
import { DomainError } from '../errors/domain-error.ts';
import { defineUseCase } from '../shared/use-case.ts';

export const changeAccountAccessInput = z
  .object({
    accountId: z.uuid(),
    status: accountStatusSchema.optional(),
    isLocked: z.boolean().optional(),
  })
  .meta({ id: 'ChangeAccountAccessInput' });

/**
 * Makes an account passive or active, locks or unlocks it. Taking access away ends every session
 * of the account in the same transaction: an old token must not come back to life on unlocking.
 */
export const changeAccountAccess = defineUseCase({
  name: 'accounts.changeAccess',
  summary: 'Make an account passive or active, lock or unlock it; passive or locked ends its sessions',
  access: 'accounts.write',
  input: changeAccountAccessInput,
  output: noOutput,
  errors: ['userNotFound'],
  success: 'recordUpdated',
  async run({ ctx, input }) {
    await ctx.unitOfWork.run(async ({ repositories }) => {
      const account = await repositories.accounts.findByIdForUpdate(input.accountId);
      if (!account) throw new DomainError('userNotFound');
      const access = { status: input.status ?? account.status, isLocked: input.isLocked ?? account.isLocked };
      await repositories.accounts.setAccess(account.id, access);
      if (access.status === 'passive' || access.isLocked) {
        await repositories.sessions.revokeAllOfAccount(account.id, ctx.clock.now());
      }
    });
    return null;
  },
});
