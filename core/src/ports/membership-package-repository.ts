import type { MembershipPackage, NewMembershipPackage } from '../packages/membership-package.ts';

export interface MembershipPackageReads {
  count(): Promise<number>;
  /** Every package, cheapest first (ties by code). */
  list(): Promise<MembershipPackage[]>;
  findById(id: string): Promise<MembershipPackage | null>;
}

export interface MembershipPackageRepository extends MembershipPackageReads {
  /** Inserts the package unless one with the same code exists; true when inserted. */
  insertIfCodeIsNew(membershipPackage: NewMembershipPackage): Promise<boolean>;
}
