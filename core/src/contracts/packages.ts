import { z } from 'zod';
import { coachingNeedSchema } from './coaching-needs.ts';
import { isoDateTimeSchema } from './common.ts';
import { requiredOr, requiredText } from './fields.ts';

/** A membership package as everyone sees it (the public pricing, the registration wizard, administrators). */
export const membershipPackageSchema = z
  .object({
    membershipPackageId: z.uuid(),
    code: z.string(),
    nameTr: z.string(),
    nameEn: z.string(),
    periodMonths: z.int(),
    /** A decimal string, e.g. "49.00": no floating point touches money. */
    priceUsd: z.string(),
    /** Only a coach-level package lets its holder coach. */
    coachLevel: z.boolean(),
    /** Set when an administrator took it off sale; orders and holders still name it. */
    retiredAt: isoDateTimeSchema.nullable(),
  })
  .meta({ id: 'MembershipPackage' });
export type MembershipPackageView = z.infer<typeof membershipPackageSchema>;

/** A package in the list, with what a new member holding it would still need before coaching. */
export const membershipPackageListItemSchema = membershipPackageSchema
  .extend({
    /**
     * Worked out by the coach request's own rules for a newcomer with this package (no proof, never
     * coached, no points): a coachee-level package starts with the coach-level package itself.
     */
    coachingNeeds: z.array(coachingNeedSchema),
  })
  .meta({ id: 'MembershipPackageListItem' });
export type MembershipPackageListItem = z.infer<typeof membershipPackageListItemSchema>;

export const membershipPackageListSchema = z
  .array(membershipPackageListItemSchema)
  .meta({ id: 'MembershipPackages' });

/**
 * Visitors and members see the packages on sale; administrators (`packages.read`) may ask for the
 * retired ones too. Query strings carry text, hence the coercion of "true".
 */
export const listMembershipPackagesInputSchema = z.object({
  includeRetired: z
    .enum(['true', 'false'], { error: 'invalidValue' })
    .optional()
    .transform((value) => value === 'true'),
});

export const membershipPackageIdInputSchema = z.object({ id: z.uuid({ error: 'invalidValue' }) });

/** A price in US dollars with at most two decimals, from 0.01 to 99 999.99; kept as text. */
export const priceUsdSchema = z
  .string({ error: requiredOr('invalidType') })
  .trim()
  .min(1, { error: 'required', abort: true })
  .regex(/^\d{1,5}(\.\d{1,2})?$/, { error: 'priceInvalid' })
  .refine((value) => Number(value) > 0, { error: 'priceInvalid' })
  .transform((value) => Number(value).toFixed(2));

/** What an administrator types for a package (create and update). */
export const membershipPackageFieldsSchema = z.object({
  /** Short, upper-case, unique: shown on orders and in the back office (e.g. `COACH-12`). */
  code: requiredText(40)
    .transform((value) => value.trim().toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9_-]*$/, { error: 'packageCodeInvalid' })),
  nameTr: requiredText(100).transform((value) => value.trim()),
  nameEn: requiredText(100).transform((value) => value.trim()),
  periodMonths: z.coerce
    .number({ error: requiredOr('invalidType') })
    .int({ error: 'invalidValue' })
    .min(1, { error: 'tooSmall' })
    .max(60, { error: 'tooBig' }),
  priceUsd: priceUsdSchema,
  coachLevel: z.boolean({ error: 'invalidType' }).default(false),
});

export const createMembershipPackageInputSchema = membershipPackageFieldsSchema.meta({
  id: 'CreateMembershipPackageInput',
});
export type CreateMembershipPackageInput = z.input<typeof createMembershipPackageInputSchema>;

export const updateMembershipPackageInputSchema = membershipPackageFieldsSchema
  .extend({ membershipPackageId: z.uuid({ error: 'invalidValue' }) })
  .meta({ id: 'UpdateMembershipPackageInput' });

export const deleteMembershipPackageInputSchema = z
  .object({ membershipPackageId: z.uuid({ error: 'invalidValue' }) })
  .meta({ id: 'DeleteMembershipPackageInput' });

/** Deleting a package that anything refers to retires it instead (docs/product-rules.md §4). */
export const deletedMembershipPackageSchema = z
  .object({ membershipPackageId: z.uuid(), outcome: z.enum(['deleted', 'retired']) })
  .meta({ id: 'DeletedMembershipPackage' });
