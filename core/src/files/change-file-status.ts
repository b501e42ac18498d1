import { fullNameOf } from '../accounts/domain/account.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { accountFileSchema, changeFileStatusInputSchema } from '../contracts/account-files.ts';
import { DomainError } from '../errors/domain-error.ts';
import { queueMemberMails } from '../notifications/queue-member-mails.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { accountFileView } from './account-file-view.ts';
import type { AccountFileReview } from './domain/account-file.ts';

/**
 * An administrator approves a pending proof, or rejects it with a reason the member reads. In one
 * unit of work: the review, the mail to the member (in the member's language) and the audit entry.
 * The proof's row is locked, so of two reviews at once the second finds it reviewed: 4047.
 */
export const changeFileStatus = defineUseCase({
  name: 'accountFiles.changeStatus',
  summary: 'Approve a pending proof of education, or reject it with a reason; the member is mailed',
  access: 'files.review',
  input: changeFileStatusInputSchema,
  output: accountFileSchema,
  errors: ['recordNotFound', 'proofAlreadyReviewed'],
  success: 'recordUpdated',
  async run({ ctx, input }) {
    const { accountId: reviewedBy } = assertSignedIn(ctx.actor);
    const reviewedAt = ctx.clock.now();
    const review: AccountFileReview =
      input.fileApproveState === 'rejected'
        ? { state: 'rejected', rejectionReason: input.reason ?? '', reviewedBy, reviewedAt }
        : { state: 'approved', rejectionReason: null, reviewedBy, reviewedAt };

    const reviewed = await ctx.unitOfWork.run(async (tx) => {
      const { accountFiles, accounts } = tx.repositories;
      const file = await accountFiles.findByIdForUpdate(input.accountFileId);
      if (!file) throw new DomainError('recordNotFound');
      if (file.state !== 'pending') throw new DomainError('proofAlreadyReviewed', { state: file.state });
      const member = await accounts.findById(file.accountId);
      if (!member) throw new DomainError('recordNotFound');
      const updated = await accountFiles.review(file.id, review);
      const name = fullNameOf(member);
      await queueMemberMails(tx.repositories, [
        {
          ...(review.state === 'rejected'
            ? { template: 'proofRejected', data: { name, reason: review.rejectionReason } }
            : { template: 'proofApproved', data: { name } }),
          accountId: member.id,
          recipient: member.email,
          language: member.language,
          createdAt: reviewedAt,
        },
      ]);
      await recordAudit(tx, ctx, {
        action: 'accountFiles.changeStatus',
        entityType: 'accountFile',
        entityId: file.id,
        before: file,
        after: updated,
      });
      return updated;
    });
    return accountFileView(reviewed);
  },
});
