import { recordAudit } from '../audit/record-audit.ts';
import { badgeSchema, createBadgeInputSchema } from '../contracts/badges.ts';
import { defineUseCase } from '../shared/use-case.ts';
import {
  assertNamesFree,
  assertRangesFit,
  badgeEntity,
  saveMovedNeighbours,
  toBadgeView,
} from './badge-rules.ts';
import { fitNeighbours } from './domain/badge-ranges.ts';

/**
 * Adds a badge. Its range must join the others without overlap or gap (4044), unless the
 * administrator asks the neighbours to make room. All under the badge lock: two administrators
 * adding badges at once are checked one after the other.
 */
export const createBadge = defineUseCase({
  name: 'badges.create',
  summary: 'Add a badge; score ranges must not overlap or leave gaps (4044)',
  access: 'badges.write',
  input: createBadgeInputSchema,
  output: badgeSchema,
  errors: ['nameTaken', 'badgeRangesInvalid'],
  success: 'recordAdded',
  async run({ ctx, input }) {
    const { adjustNeighbours, ...fields } = input;
    return ctx.unitOfWork.run(async (tx) => {
      const existing = await tx.repositories.badges.lockAndList();
      assertNamesFree(existing, fields);
      const others = adjustNeighbours ? fitNeighbours(existing, fields) : existing;
      assertRangesFit([...others, { id: null, ...fields }]);
      await saveMovedNeighbours(tx, ctx, 'badges.create', existing, others);
      const created = await tx.repositories.badges.insert(fields);
      await recordAudit(tx, ctx, {
        action: 'badges.create',
        entityType: badgeEntity,
        entityId: created.id,
        after: created,
      });
      return toBadgeView(created);
    });
  },
});
