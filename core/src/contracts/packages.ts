import { z } from 'zod';

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
  })
  .meta({ id: 'MembershipPackage' });
export type MembershipPackageView = z.infer<typeof membershipPackageSchema>;

export const membershipPackageListSchema = z
  .array(membershipPackageSchema)
  .meta({ id: 'MembershipPackages' });
