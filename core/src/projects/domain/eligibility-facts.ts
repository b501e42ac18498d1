import type { AccountStatus } from '../../contracts/account-values.ts';

/** The state of a member's newest proof of education, `none` before the first upload. */
export type ProofState = 'none' | 'pending' | 'approved' | 'rejected';

/**
 * What the eligibility rules read about a member (PRODUCT.md "Requests and eligibility"), read in
 * one go for one member (a request) or for every member with an open request (a matching run).
 */
export interface EligibilityFacts {
  readonly accountId: string;
  readonly status: AccountStatus;
  readonly isLocked: boolean;
  readonly subscriptionEndDate: Date | null;
  /** The current membership's package is coach level. */
  readonly coachLevel: boolean;
  readonly proofState: ProofState;
  /** Coachee requests ever made, in any state. */
  readonly coacheeRequestCount: number;
  readonly score: number;
  readonly openCoachProjects: number;
  readonly openCoacheeProjects: number;
  readonly hasOpenCoachRequest: boolean;
  readonly hasOpenCoacheeRequest: boolean;
}
