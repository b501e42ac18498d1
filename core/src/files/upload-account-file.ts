import {
  accountFileSchema,
  maxProofBytes,
  uploadAccountFileInputSchema,
} from '../contracts/account-files.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { accountFileView } from './account-file-view.ts';
import { storeProof } from './store-proof.ts';

/** A member uploads their proof of education; it waits for an administrator's review. */
export const uploadAccountFile = defineUseCase({
  name: 'accountFiles.upload',
  summary: 'Upload your proof of education (PDF, PNG or JPEG, at most 2 MB); it waits for review',
  access: 'files.own',
  input: uploadAccountFileInputSchema,
  output: accountFileSchema,
  errors: [
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
    const { accountId } = assertSignedIn(ctx.actor);
    const stored = await storeProof(ctx, { accountId, file: input.file, uploadedBy: accountId });
    return accountFileView(stored);
  },
});
