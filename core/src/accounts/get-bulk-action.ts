import { bulkActionIdInputSchema, bulkActionJobSchema } from '../contracts/account-bulk.ts';
import { DomainError } from '../errors/domain-error.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { bulkActionView } from './bulk/bulk-action.ts';

/** Where a bulk action is: its status, accounts looked at of the total, changed and skipped. */
export const getBulkAction = defineUseCase({
  name: 'accounts.getBulkAction',
  summary: 'The progress and result of a bulk action on accounts',
  access: 'accounts.bulk',
  input: bulkActionIdInputSchema,
  output: bulkActionJobSchema,
  errors: ['recordNotFound'],
  async run({ ctx, input }) {
    const action = await ctx.repositories.bulkActions.findById(input.id);
    if (!action) throw new DomainError('recordNotFound');
    return bulkActionView(action);
  },
});
