import { accountFileListSchema } from '../contracts/account-files.ts';
import { noInput } from '../contracts/common.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { accountFileView } from './account-file-view.ts';

/** The member's own proofs, newest first: the newest one's state is where they stand. */
export const listOwnAccountFiles = defineUseCase({
  name: 'accountFiles.listOwn',
  summary: 'Your proofs of education, newest first, with their states and rejection reasons',
  access: 'files.own',
  input: noInput,
  output: accountFileListSchema,
  errors: [],
  async run({ ctx }) {
    const { accountId } = assertSignedIn(ctx.actor);
    const files = await ctx.repositories.accountFiles.listOfAccount(accountId);
    return files.map(accountFileView);
  },
});
