/** A membership package a member buys; the price always comes from here, never from the browser. */
export interface MembershipPackage {
  readonly id: string;
  readonly code: string;
  readonly nameTr: string;
  readonly nameEn: string;
  readonly periodMonths: number;
  /** Decimal string (e.g. "49.90") so that no floating-point rounding touches money. */
  readonly priceUsd: string;
  /** Only a coach-level package allows its holder to coach. */
  readonly coachLevel: boolean;
  /** Off sale since then: it cannot be bought or granted, but orders and holders keep naming it. */
  readonly retiredAt: Date | null;
}

export type NewMembershipPackage = Omit<MembershipPackage, 'id' | 'retiredAt'>;

export function isForSale(membershipPackage: Pick<MembershipPackage, 'retiredAt'>): boolean {
  return membershipPackage.retiredAt === null;
}
