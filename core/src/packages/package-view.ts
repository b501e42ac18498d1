import type { MembershipPackageView } from '../contracts/packages.ts';
import type { MembershipPackage } from './membership-package.ts';

/** The audit log's entity type of packages. */
export const packageEntity = 'membershipPackage';

export function membershipPackageView({
  id,
  retiredAt,
  ...fields
}: MembershipPackage): MembershipPackageView {
  return { membershipPackageId: id, ...fields, retiredAt: retiredAt?.toISOString() ?? null };
}
