import { recordAudit } from '../audit/record-audit.ts';
import {
  accountFileSchema,
  maxProofBytes,
  uploadAccountFileForMemberInputSchema,
} from '../contracts/account-files.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { accountFileView } from './account-file-view.ts';
import { storeProof } from './store-proof.ts';

/**
 * An administrator uploads a proof for a member (one that came by mail or on paper). The same
 * rules hold as for the member's own upload; the upload is written to the audit log.
 */
export const uploadAccountFileForMember = defineUseCase({
  name: 'accountFiles.uploadForMember',
  summary: "Upload a member's proof of education on their behalf; it waits for review",
  access: 'files.review',
  input: uploadAccountFileForMemberInputSchema,
  output: accountFileSchema,
  errors: [
    'userNotFound',
    'fileEmpty',
    'fileTypeNotAllowed',
    'payloadTooLarge',
    'fileAwaitingApproval',
    'proofAlreadyReviewed',
    'proofImageUnreadable',
    'imageTooLarge',
  ],
  success: 'recordAdded',
  upload: { maxBytes: maxProofBytes },
  async run({ ctx, input }) {
    const { accountId: uploadedBy } = assertSignedIn(ctx.actor);
    const stored = await storeProof(
      ctx,
      { accountId: input.accountId, file: input.file, uploadedBy },
      (tx, file) =>
        recordAudit(tx, ctx, {
          action: 'accountFiles.uploadForMember',
          entityType: 'accountFile',
          entityId: file.id,
          after: file,
        }),
    );
    return accountFileView(stored);
  },
});
