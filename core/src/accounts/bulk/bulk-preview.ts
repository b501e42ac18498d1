import type { z } from 'zod';
import type { BulkActionPreview, bulkActionInputSchema } from '../../contracts/account-bulk.ts';
import { DomainError } from '../../errors/domain-error.ts';
import { isForSale } from '../../packages/membership-package.ts';
import type { UseCaseContext } from '../../shared/context.ts';
import { addSkip, bulkOutcomeOf, type SkipCounts, skippedList } from './bulk-action.ts';

type ValidInput = z.output<typeof bulkActionInputSchema>;

/** An extension's package must exist and be on sale, as for a single grant (4002, 4075). */
export async function assertBulkPackage(ctx: UseCaseContext, input: ValidInput): Promise<void> {
  if (input.action !== 'extendMembership' || !input.membershipPackageId) return;
  const found = await ctx.repositories.membershipPackages.findById(input.membershipPackageId);
  if (!found) throw new DomainError('recordNotFound');
  if (!isForSale(found)) throw new DomainError('packageNotForSale');
}

/**
 * What the action would do now to its selection: one grouped count, each group judged by the
 * same rule the job applies to each account (`bulkOutcomeOf`). Ids that name no account are
 * "not found".
 */
export async function previewBulkActionOf(
  ctx: UseCaseContext,
  input: ValidInput,
): Promise<BulkActionPreview> {
  const ownId = ctx.actor.kind === 'account' ? ctx.actor.accountId : null;
  const groups = await ctx.repositories.accounts.countSelectionGroups(input.selection, ownId);
  let changes = 0;
  let skipped: SkipCounts = {};
  let found = 0;
  for (const group of groups) {
    found += group.count;
    const outcome = bulkOutcomeOf(input.action, group);
    if (outcome === 'change') changes += group.count;
    else skipped = addSkip(skipped, outcome, group.count);
  }
  const selected = 'accountIds' in input.selection ? new Set(input.selection.accountIds).size : found;
  if (selected > found) skipped = addSkip(skipped, 'notFound', selected - found);
  return { selected, changes, skipped: skippedList(skipped) };
}
