import type { NewMembershipPackage } from '../packages/membership-package.ts';

export interface MembershipPackageReads {
  count(): Promise<number>;
}

export interface MembershipPackageRepository extends MembershipPackageReads {
  /** Inserts the package unless one with the same code exists; true when inserted. */
  insertIfCodeIsNew(membershipPackage: NewMembershipPackage): Promise<boolean>;
}
