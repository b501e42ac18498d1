import { bulkActionInputSchema, bulkActionPreviewSchema } from '../contracts/account-bulk.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { assertBulkPackage, previewBulkActionOf } from './bulk/bulk-preview.ts';

/**
 * Before a bulk action starts (ADR 0052): how many accounts it would change now, and how many of
 * the selection it would leave and why. Nothing is written.
 */
export const previewBulkAction = defineUseCase({
  name: 'accounts.previewBulkAction',
  summary: 'Count what a bulk action on accounts would change, and what it would leave and why',
  access: 'accounts.bulk',
  input: bulkActionInputSchema,
  output: bulkActionPreviewSchema,
  errors: ['recordNotFound', 'packageNotForSale'],
  async run({ ctx, input }) {
    await assertBulkPackage(ctx, input);
    return previewBulkActionOf(ctx, input);
  },
});
