import { recordAudit } from '../audit/record-audit.ts';
import { deleteBadgeInputSchema } from '../contracts/badges.ts';
import { noOutput } from '../contracts/common.ts';
import { DomainError } from '../errors/domain-error.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { assertRangesFit, badgeEntity, saveMovedNeighbours } from './badge-rules.ts';
import type { Badge } from './domain/badge.ts';

/** The remaining badges, with the neighbour on the chosen side widened over the deleted range. */
function handOver(remaining: readonly Badge[], deleted: Badge, side: 'below' | 'above' | undefined): Badge[] {
  const below = remaining
    .filter((badge) => badge.lower < deleted.lower)
    .sort((a, b) => a.lower - b.lower)
    .at(-1);
  const above = remaining.filter((badge) => badge.lower > deleted.lower).sort((a, b) => a.lower - b.lower)[0];
  return remaining.map((badge) => {
    if (side === 'below' && badge === below) return { ...badge, upper: Math.max(badge.upper, deleted.upper) };
    if (side === 'above' && badge === above) return { ...badge, lower: Math.min(badge.lower, deleted.lower) };
    return badge;
  });
}

/**
 * Deletes a badge. The lowest or the highest may simply go; one in the middle would leave a gap
 * (4044) unless its scores are handed to the neighbour below or above (`giveRangeTo`).
 */
export const deleteBadge = defineUseCase({
  name: 'badges.delete',
  summary: 'Delete a badge; one in the middle hands its scores to a neighbour or is refused (4044)',
  access: 'badges.write',
  input: deleteBadgeInputSchema,
  output: noOutput,
  errors: ['recordNotFound', 'badgeRangesInvalid'],
  success: 'recordDeleted',
  async run({ ctx, input }) {
    await ctx.unitOfWork.run(async (tx) => {
      const existing = await tx.repositories.badges.lockAndList();
      const deleted = existing.find((badge) => badge.id === input.accountBadgeId);
      if (!deleted) throw new DomainError('recordNotFound');
      const remaining = existing.filter((badge) => badge !== deleted);
      const widened = handOver(remaining, deleted, input.giveRangeTo);
      assertRangesFit(widened);
      await tx.repositories.badges.delete(deleted.id);
      await saveMovedNeighbours(tx, ctx, 'badges.delete', remaining, widened);
      await recordAudit(tx, ctx, {
        action: 'badges.delete',
        entityType: badgeEntity,
        entityId: deleted.id,
        before: deleted,
      });
    });
    return null;
  },
});
