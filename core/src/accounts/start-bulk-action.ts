import { bulkActionInputSchema, bulkActionJobSchema } from '../contracts/account-bulk.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { bulkActionView } from './bulk/bulk-action.ts';
import { assertBulkPackage, previewBulkActionOf } from './bulk/bulk-preview.ts';

/**
 * Starts a bulk action on accounts as a job (ADR 0052): keeps the action, its selection (the ids,
 * or the filter to read again in batches) and who asked, and answers at once with the job, whose
 * progress `accounts.getBulkAction` tells. The job writes one audit entry per account it changes.
 */
export const startBulkAction = defineUseCase({
  name: 'accounts.startBulkAction',
  summary: 'Start a bulk action on selected or filtered accounts as a job: make passive, reactivate, extend',
  access: 'accounts.bulk',
  input: bulkActionInputSchema,
  output: bulkActionJobSchema,
  errors: ['recordNotFound', 'packageNotForSale'],
  success: 'recordAdded',
  async run({ ctx, input }) {
    const actor = assertSignedIn(ctx.actor);
    await assertBulkPackage(ctx, input);
    const { selected } = await previewBulkActionOf(ctx, input);
    const action = await ctx.unitOfWork.run((tx) =>
      tx.repositories.bulkActions.insert({
        action: input.action,
        selection: input.selection,
        membershipPackageId: input.action === 'extendMembership' ? (input.membershipPackageId ?? null) : null,
        reason: input.action === 'extendMembership' ? (input.reason ?? null) : null,
        requestedBy: actor.accountId,
        rowsTotal: selected,
        createdAt: ctx.clock.now(),
      }),
    );
    return bulkActionView(action);
  },
});
