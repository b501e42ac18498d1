import { accountIdParamSchema, accountViewSchema } from '../contracts/account-admin.ts';
import { DomainError } from '../errors/domain-error.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { toAccountView } from './domain/account-view.ts';
import { backOfficeViewerOf } from './domain/personal-data-visibility.ts';

/** One account as the back office sees it (administrators; salesmen with masked identity documents). */
export const getAccount = defineUseCase({
  name: 'accounts.get',
  summary: 'One account, as administrators and salesmen see it',
  access: 'accounts.read',
  input: accountIdParamSchema,
  output: accountViewSchema,
  errors: ['userNotFound'],
  async run({ ctx, input }) {
    const account = await ctx.repositories.accounts.findById(input.id);
    if (!account) throw new DomainError('userNotFound');
    return toAccountView(account, backOfficeViewerOf(ctx.actor));
  },
});
