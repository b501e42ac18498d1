import { z } from 'zod';
import { listQuerySchema, pageSchema } from './common.ts';
import { requiredOr } from './fields.ts';

/** Scores are whole points; the bounds keep every range far from integer overflow. */
export const badgeScoreLimit = 1_000_000;

const scoreBound = z
  .int({ error: requiredOr('invalidType') })
  .min(-badgeScoreLimit, { error: 'tooSmall' })
  .max(badgeScoreLimit, { error: 'tooBig' });

const badgeName = z
  .string({ error: requiredOr('invalidType') })
  .trim()
  .min(1, { error: 'required' })
  .max(60, { error: 'tooLong' });

const badgeDescription = z.string({ error: 'invalidType' }).trim().max(500, { error: 'tooLong' });

/** The fields of a badge as an administrator edits them; names in Turkish and English. */
export const badgeFieldsSchema = z.object({
  nameTr: badgeName,
  nameEn: badgeName,
  descriptionTr: badgeDescription.default(''),
  descriptionEn: badgeDescription.default(''),
  lower: scoreBound,
  upper: scoreBound,
  /**
   * Move the facing bounds of the badges just below and just above to meet this range, so that a
   * boundary between two badges can be moved in one step. Off: the range must fit as it is.
   */
  adjustNeighbours: z.boolean({ error: 'invalidType' }).default(false),
});

/** lower ≤ upper, reported on `upper` (the field typed last). */
const rangeOrder = (badge: { lower: number; upper: number }) => badge.lower <= badge.upper;
const rangeOrderIssue = { error: 'rangeOrder' as const, path: ['upper'] };

export const createBadgeInputSchema = badgeFieldsSchema
  .refine(rangeOrder, rangeOrderIssue)
  .meta({ id: 'CreateBadgeInput' });
export type CreateBadgeInput = z.input<typeof createBadgeInputSchema>;

export const updateBadgeInputSchema = badgeFieldsSchema
  .extend({ accountBadgeId: z.uuid({ error: 'invalidValue' }) })
  .refine(rangeOrder, rangeOrderIssue)
  .meta({ id: 'UpdateBadgeInput' });
export type UpdateBadgeInput = z.input<typeof updateBadgeInputSchema>;

export const deleteBadgeInputSchema = z
  .object({
    accountBadgeId: z.uuid({ error: 'invalidValue' }),
    /** A badge in the middle hands its scores to the neighbour below or above; otherwise a gap is refused. */
    giveRangeTo: z.enum(['below', 'above'], { error: 'invalidChoice' }).optional(),
  })
  .meta({ id: 'DeleteBadgeInput' });
export type DeleteBadgeInput = z.input<typeof deleteBadgeInputSchema>;

export const badgeIdInputSchema = z.object({ id: z.uuid({ error: 'invalidValue' }) });

export const badgeSchema = z
  .object({
    accountBadgeId: z.string(),
    nameTr: z.string(),
    nameEn: z.string(),
    descriptionTr: z.string(),
    descriptionEn: z.string(),
    lower: z.int(),
    upper: z.int(),
  })
  .meta({ id: 'AccountBadge' });
export type BadgeView = z.infer<typeof badgeSchema>;

export const badgeSortKeys = ['lower', 'nameTr', 'nameEn'] as const;
export type BadgeSortKey = (typeof badgeSortKeys)[number];
export const badgeListQuerySchema = listQuerySchema(badgeSortKeys, 'lower');
export const badgePageSchema = pageSchema(badgeSchema).meta({ id: 'AccountBadgePage' });
export type BadgePage = z.infer<typeof badgePageSchema>;

/** A badge named in a 4044 answer; `accountBadgeId` is null for the one being added. */
export const badgeRangeBadgeSchema = z.object({
  accountBadgeId: z.string().nullable(),
  nameTr: z.string(),
  nameEn: z.string(),
  lower: z.int(),
  upper: z.int(),
});

/** `data` of 4044 badgeRangesInvalid: each overlap, gap or emptied range, with the badges concerned. */
export const badgeRangeProblemsSchema = z
  .object({
    problems: z.array(
      z.object({
        kind: z.enum(['overlap', 'gap', 'emptyRange']),
        badges: z.array(badgeRangeBadgeSchema),
        from: z.int(),
        to: z.int(),
      }),
    ),
  })
  .meta({ id: 'BadgeRangeProblems' });
export type BadgeRangeProblems = z.infer<typeof badgeRangeProblemsSchema>;

/** `data` of 4005 nameTaken for a badge: which name field is already used. */
export const badgeNameTakenSchema = z.object({ field: z.enum(['nameTr', 'nameEn']) });
