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
}

export type NewMembershipPackage = Omit<MembershipPackage, 'id'>;
