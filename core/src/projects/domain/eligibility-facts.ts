import type { AccountStatus } from '../../contracts/account-values.ts';
import type { LevelPeriod } from '../../membership/domain/membership-period.ts';

/** The state of a member's newest proof of education, `none` before the first upload. */
export type ProofState = 'none' | 'pending' | 'approved' | 'rejected';

/**
 * What the eligibility rules read about a member (docs/product-rules.md §6) at one moment, read in
 * one go for one member (a request) or for every member with an open request (a matching run).
 */
export interface EligibilityFacts {
  readonly accountId: string;
  readonly status: AccountStatus;
  readonly isLocked: boolean;
  readonly subscriptionEndDate: Date | null;
  /** The account's own (last) package is coach level: the level outside every period. */
  readonly coachLevel: boolean;
  /**
   * The membership periods covering the moment the facts were read for, with their levels: the
   * level on a day is the covering one's (ADR 0031), so the rules read no other. Periods never
   * overlap, so it holds one period at most; none outside every period.
   */
  readonly periods: readonly LevelPeriod[];
  readonly proofState: ProofState;
  /** Coachee requests ever made, in any state. */
  readonly coacheeRequestCount: number;
  readonly score: number;
  readonly openCoachProjects: number;
  readonly openCoacheeProjects: number;
  readonly hasOpenCoachRequest: boolean;
  readonly hasOpenCoacheeRequest: boolean;
}
