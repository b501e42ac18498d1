import type { MembershipPackage, NewMembershipPackage } from '../packages/membership-package.ts';

export interface MembershipPackageReads {
  count(): Promise<number>;
  /** Every package, retired ones too, cheapest first (ties by code). */
  list(): Promise<MembershipPackage[]>;
  /** The packages on sale (not retired), cheapest first (ties by code). */
  listForSale(): Promise<MembershipPackage[]>;
  findById(id: string): Promise<MembershipPackage | null>;
}

export interface MembershipPackageRepository extends MembershipPackageReads {
  /** Inserts the package unless one with the same code exists; true when inserted (the seed). */
  insertIfCodeIsNew(membershipPackage: NewMembershipPackage): Promise<boolean>;
  /** Throws DomainError nameTaken `{ field: 'code' }` when the code is used. */
  insert(membershipPackage: NewMembershipPackage): Promise<MembershipPackage>;
  /** Throws DomainError nameTaken `{ field: 'code' }` when the code is used; answers the package, or null when gone. */
  update(id: string, changes: NewMembershipPackage): Promise<MembershipPackage | null>;
  /** Like findById, but holds the row until the unit of work ends. */
  findByIdForUpdate(id: string): Promise<MembershipPackage | null>;
  /** Whether any order, checkout or account refers to the package (then it is retired, not deleted). */
  isReferenced(id: string): Promise<boolean>;
  retire(id: string, at: Date): Promise<void>;
  delete(id: string): Promise<boolean>;
}
