import { recordAudit } from '../audit/record-audit.ts';
import { accountFileIdInputSchema } from '../contracts/account-files.ts';
import { noOutput } from '../contracts/common.ts';
import { DomainError } from '../errors/domain-error.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { assertReaches, fileReachOf } from './domain/file-access.ts';

/**
 * Deletes a proof. A member deletes their own pending proof (to send another) or a rejected one,
 * never an approved one (4033): that is what lets them coach, and only an administrator may take
 * it away. Administrators delete any proof, written to the audit log.
 */
export const deleteAccountFile = defineUseCase({
  name: 'accountFiles.delete',
  summary: 'Delete a proof of education (administrators any; a member their own pending or rejected one)',
  access: ['files.own', 'files.review'],
  input: accountFileIdInputSchema,
  output: noOutput,
  errors: ['recordNotFound', 'forbidden'],
  success: 'recordDeleted',
  async run({ ctx, input }) {
    const actor = assertSignedIn(ctx.actor);
    const reach = fileReachOf(actor);
    await ctx.unitOfWork.run(async (tx) => {
      const { accountFiles } = tx.repositories;
      const file = await accountFiles.findByIdForUpdate(input.accountFileId);
      if (!file) throw new DomainError('recordNotFound');
      assertReaches(actor, reach, file.accountId);
      if (reach === 'own' && file.state === 'approved') throw new DomainError('forbidden');
      await accountFiles.delete(file.id);
      if (reach === 'any') {
        await recordAudit(tx, ctx, {
          action: 'accountFiles.delete',
          entityType: 'accountFile',
          entityId: file.id,
          before: file,
        });
      }
    });
    return null;
  },
});
