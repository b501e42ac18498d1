import type { Language } from '../../contracts/language.ts'; // 'tr' | 'en'

export type RequestSide = 'coach' | 'coachee';

/** One open request as the algorithm sees it: already checked for eligibility by the caller. */
export interface MatchingRequest {
  readonly id: string; // request id (uuid)
  readonly accountId: string; // the member
  readonly languages: readonly Language[]; // non-empty subset of ['tr','en']
  readonly requestedAt: number; // epoch ms: when the request was made (waiting time)
}

export interface MatchingInput {
  readonly coachRequests: readonly MatchingRequest[];
  readonly coacheeRequests: readonly MatchingRequest[];
  /** Pairs of accounts that must not be paired: [coachAccountId, coacheeAccountId] (the partners of either one's most recent project, both orders already listed by the caller). Sparse. */
  readonly forbiddenPairs: ReadonlyArray<readonly [string, string]>;
}

export interface PlannedPair {
  readonly coachRequestId: string;
  readonly coacheeRequestId: string;
  readonly coachAccountId: string;
  readonly coacheeAccountId: string;
  readonly language: Language; // 'tr' when both share tr and en (the platform's default language)
}

/** Why a request that took part was left unpaired. */
export type UnpairedReason =
  | 'no_partner_in_language' // no request on the other side shares any of its languages
  | 'only_previous_partners' // every request on the other side that shares a language belongs to itself or to a partner of its most recent project
  | 'partners_taken'; // compatible requests existed, but a maximum matching serving longer-waiting requests first used them all

export interface UnpairedRequest {
  readonly requestId: string;
  readonly side: RequestSide;
  readonly reason: UnpairedReason;
}

export interface MatchingPlan {
  readonly pairs: readonly PlannedPair[];
  readonly unpaired: readonly UnpairedRequest[];
}
