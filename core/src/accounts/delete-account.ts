import { accountIdInputSchema } from '../contracts/account-admin.ts';
import { noOutput } from '../contracts/common.ts';
import { DomainError } from '../errors/domain-error.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { auditAccountChange } from './account-audit.ts';
import { assertNotOwnAccount } from './domain/account-administration.ts';

/**
 * Deletes an account with everything that is only its own (sessions, links, proofs of education,
 * avatar, ledger entries). The audit log keeps the account as it was, so the deletion can still be
 * told and undone by hand. Administrators cannot delete their own account (4046).
 */
export const deleteAccount = defineUseCase({
  name: 'accounts.delete',
  summary: 'Delete an account and its own data (sessions, proofs, avatar, ledger entries)',
  access: 'accounts.write',
  input: accountIdInputSchema,
  output: noOutput,
  errors: ['userNotFound', 'cannotChangeOwnAccess'],
  success: 'recordDeleted',
  async run({ ctx, input }) {
    assertNotOwnAccount(ctx.actor, input.accountId);
    await ctx.unitOfWork.run(async (tx) => {
      const before = await tx.repositories.accounts.findByIdForUpdate(input.accountId);
      if (!before || !(await tx.repositories.accounts.delete(before.id))) {
        throw new DomainError('userNotFound');
      }
      await auditAccountChange(tx, ctx, { action: 'accounts.delete', entityId: before.id, before });
    });
    return null;
  },
});
