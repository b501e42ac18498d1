import { recordAudit } from '../audit/record-audit.ts';
import { badgeSchema, updateBadgeInputSchema } from '../contracts/badges.ts';
import { DomainError } from '../errors/domain-error.ts';
import { defineUseCase } from '../shared/use-case.ts';
import {
  assertNamesFree,
  assertRangesFit,
  badgeEntity,
  saveMovedNeighbours,
  toBadgeView,
} from './badge-rules.ts';
import type { Badge } from './domain/badge.ts';
import { fitNeighbours } from './domain/badge-ranges.ts';

/**
 * Changes a badge. With `adjustNeighbours` the badges just below and above follow its new bounds,
 * which is how a boundary between two badges moves: changing either one alone would overlap or
 * leave a gap for a moment, and the set is never allowed to.
 */
export const updateBadge = defineUseCase({
  name: 'badges.update',
  summary: 'Change a badge; score ranges must not overlap or leave gaps (4044)',
  access: 'badges.write',
  input: updateBadgeInputSchema,
  output: badgeSchema,
  errors: ['recordNotFound', 'nameTaken', 'badgeRangesInvalid'],
  success: 'recordUpdated',
  async run({ ctx, input }) {
    const { accountBadgeId, adjustNeighbours, ...fields } = input;
    return ctx.unitOfWork.run(async (tx) => {
      const existing = await tx.repositories.badges.lockAndList();
      const current = existing.find((badge) => badge.id === accountBadgeId);
      if (!current) throw new DomainError('recordNotFound');
      const others = existing.filter((badge) => badge !== current);
      assertNamesFree(others, fields);
      const updated: Badge = { id: current.id, ...fields };
      const fitted = adjustNeighbours ? fitNeighbours(others, fields) : others;
      assertRangesFit([...fitted, updated]);
      await saveMovedNeighbours(tx, ctx, 'badges.update', others, fitted);
      await tx.repositories.badges.update(updated);
      await recordAudit(tx, ctx, {
        action: 'badges.update',
        entityType: badgeEntity,
        entityId: current.id,
        before: current,
        after: updated,
      });
      return toBadgeView(updated);
    });
  },
});
