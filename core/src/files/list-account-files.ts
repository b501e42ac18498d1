import { accountFileListSchema, accountFilesOfAccountInputSchema } from '../contracts/account-files.ts';
import { DomainError } from '../errors/domain-error.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { accountFileView } from './account-file-view.ts';
import { assertReaches, fileReachOf } from './domain/file-access.ts';

/**
 * One account's proofs, newest first: administrators for any member, a member for their own. A
 * member asking for another account is answered 404, as for an account that does not exist.
 */
export const listAccountFiles = defineUseCase({
  name: 'accountFiles.listOfAccount',
  summary: "One account's proofs of education, newest first (administrators, or the member themself)",
  access: ['files.own', 'files.review'],
  input: accountFilesOfAccountInputSchema,
  output: accountFileListSchema,
  errors: ['recordNotFound', 'forbidden'],
  async run({ ctx, input }) {
    const actor = assertSignedIn(ctx.actor);
    const reach = fileReachOf(actor);
    assertReaches(actor, reach, input.accountId);
    if (reach === 'any' && !(await ctx.repositories.accounts.findById(input.accountId))) {
      throw new DomainError('recordNotFound');
    }
    const files = await ctx.repositories.accountFiles.listOfAccount(input.accountId);
    return files.map(accountFileView);
  },
});
