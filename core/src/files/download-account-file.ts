import { accountFileIdInputSchema, proofContentTypes } from '../contracts/account-files.ts';
import { downloadFileSchema } from '../contracts/files.ts';
import { DomainError } from '../errors/domain-error.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { assertReaches, fileReachOf } from './domain/file-access.ts';

/**
 * The proof itself: for administrators any, for a member their own (another member's id is 404).
 * It is sent as an attachment that nothing may keep a copy of.
 */
export const downloadAccountFile = defineUseCase({
  name: 'accountFiles.download',
  summary: 'Download a proof of education (administrators, or the member it belongs to)',
  access: ['files.own', 'files.review'],
  input: accountFileIdInputSchema,
  output: downloadFileSchema,
  errors: ['recordNotFound', 'forbidden'],
  download: { contentTypes: Object.keys(proofContentTypes) },
  async run({ ctx, input }) {
    const actor = assertSignedIn(ctx.actor);
    const reach = fileReachOf(actor);
    const file = await ctx.repositories.accountFiles.findContent(input.accountFileId);
    if (!file) throw new DomainError('recordNotFound');
    assertReaches(actor, reach, file.accountId);
    // Database drivers type bytes over any buffer; these are a plain ArrayBuffer's.
    const bytes = file.content as Uint8Array<ArrayBuffer>;
    return { fileName: file.fileName, contentType: file.contentType, bytes };
  },
});
