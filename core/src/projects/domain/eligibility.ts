import type { CoachingNeed } from '../../contracts/coaching-needs.ts';
import type { ProjectRole, UnmatchedReason } from '../../contracts/projects.ts';
import type { CatalogueKey } from '../../errors/catalogue.ts';
import { coachLevelAt } from '../../membership/domain/membership-period.ts';
import type { ApplicationSettings } from '../../settings/domain/application-settings.ts';
import type { EligibilityFacts } from './eligibility-facts.ts';

/** A rule that failed: the catalogue entry that says so, and the data its message and the client read. */
export interface Refusal {
  readonly key: CatalogueKey;
  readonly data?: Readonly<Record<string, unknown>>;
}

export type EligibilitySettings = Pick<
  ApplicationSettings,
  'maxCoachProjects' | 'maxCoacheeProjects' | 'minScoreToCoach'
>;

/**
 * When the rules are checked: a member sends a new request, or a matching run (or an administrator
 * pairing by hand) is about to pair a request that is already open.
 */
export type EligibilityMoment = 'request' | 'matching';

/** A failed rule: the refusal of a new request, and the reason recorded on an open one passed over. */
interface Failure {
  readonly refusal: Refusal;
  /** Null for the one rule that only a new request has ("no open request already"). */
  readonly reason: UnmatchedReason | null;
}

const fail = (reason: UnmatchedReason | null, key: CatalogueKey, data?: Record<string, unknown>): Failure =>
  data ? { reason, refusal: { key, data } } : { reason, refusal: { key } };

/** Passive and locked accounts cannot sign in; an account that was made so later is skipped by runs. */
function accountUsable(facts: EligibilityFacts): Failure | null {
  if (facts.status !== 'active') return fail('account_inactive', 'accountPassive');
  if (facts.isLocked) return fail('account_inactive', 'accountLocked');
  return null;
}

/** A membership is active while its end date is in the future (4029). */
export function membershipActive(facts: Pick<EligibilityFacts, 'subscriptionEndDate'>, now: Date): boolean {
  return facts.subscriptionEndDate !== null && facts.subscriptionEndDate.getTime() > now.getTime();
}

function membership(facts: EligibilityFacts, now: Date): Failure | null {
  if (membershipActive(facts, now)) return null;
  return fail('membership_expired', 'membershipExpired', {
    subscriptionEndDate: facts.subscriptionEndDate?.toISOString() ?? null,
  });
}

/** The level of the period covering now (a coachee period bought to follow a coach one waits its turn). */
function coachLevelPackage(facts: EligibilityFacts, now: Date): Failure | null {
  return coachLevelAt(facts, now) ? null : fail('coach_level_package_required', 'coachLevelPackageRequired');
}

/** The newest proof decides: none (4014), pending (4013), rejected (4026); only approved passes. */
function proofOfEducation(facts: EligibilityFacts): Failure | null {
  switch (facts.proofState) {
    case 'approved':
      return null;
    case 'none':
      return fail('proof_of_education_required', 'proofOfEducationRequired');
    case 'pending':
      return fail('proof_pending', 'fileAwaitingApproval');
    case 'rejected':
      return fail('proof_rejected', 'filesRejected');
  }
}

/** A member is coached before coaching: at least one coachee request ever, in any state (4016). */
function coacheeRequestBefore(facts: EligibilityFacts): Failure | null {
  return facts.coacheeRequestCount > 0 ? null : fail('coachee_request_required', 'coacheeRequestRequired');
}

function scorePositive(facts: EligibilityFacts): Failure | null {
  return facts.score > 0
    ? null
    : fail('score_must_be_positive', 'scoreMustBePositive', { score: facts.score });
}

/** 4027 tells the member the points needed and how many are missing. */
function minimumScore(facts: EligibilityFacts, settings: EligibilitySettings): Failure | null {
  if (facts.score >= settings.minScoreToCoach) return null;
  return fail('min_score_to_coach', 'minScoreToCoach', {
    points: settings.minScoreToCoach,
    missing: settings.minScoreToCoach - facts.score,
  });
}

/**
 * "No open request already": a rule of new requests only. At matching time the request checked is
 * itself the open one, so the rule has nothing to say there.
 */
function noOpenRequest(
  role: ProjectRole,
  facts: EligibilityFacts,
  moment: EligibilityMoment,
): Failure | null {
  if (moment !== 'request') return null;
  if (role === 'coach') return facts.hasOpenCoachRequest ? fail(null, 'openCoachRequestExists') : null;
  return facts.hasOpenCoacheeRequest ? fail(null, 'openCoacheeRequestExists') : null;
}

/**
 * "Open projects + open request < limit". For a new request the open request is the one being made
 * (none exists: the rule before refused that), for an open request at matching time it is that
 * request; either way the request counts once, so the rule reads open projects < limit.
 */
function projectLimit(
  role: ProjectRole,
  facts: EligibilityFacts,
  settings: EligibilitySettings,
): Failure | null {
  if (role === 'coach') {
    return facts.openCoachProjects < settings.maxCoachProjects
      ? null
      : fail('max_coach_projects_reached', 'maxCoachProjectsReached', { limit: settings.maxCoachProjects });
  }
  return facts.openCoacheeProjects < settings.maxCoacheeProjects
    ? null
    : fail('max_coachee_projects_reached', 'maxCoacheeProjectsReached', {
        limit: settings.maxCoacheeProjects,
      });
}

/**
 * The rules of docs/product-rules.md §6, in its order; the first that fails decides.
 * The coach side starts with the account too (the original rules named it for the coachee side only): a
 * passive or locked account cannot sign in to ask, and a run must skip it either way.
 */
function firstFailure(
  role: ProjectRole,
  facts: EligibilityFacts,
  settings: EligibilitySettings,
  now: Date,
  moment: EligibilityMoment,
): Failure | null {
  if (role === 'coachee') {
    return (
      accountUsable(facts) ??
      membership(facts, now) ??
      noOpenRequest('coachee', facts, moment) ??
      projectLimit('coachee', facts, settings)
    );
  }
  return (
    accountUsable(facts) ??
    membership(facts, now) ??
    coachLevelPackage(facts, now) ??
    proofOfEducation(facts) ??
    coacheeRequestBefore(facts) ??
    scorePositive(facts) ??
    minimumScore(facts, settings) ??
    noOpenRequest('coach', facts, moment) ??
    projectLimit('coach', facts, settings)
  );
}

/**
 * What a member still lacks to coach, every missing precondition at once and in the rules' order
 * (docs/product-rules.md §6), for the dashboard to say before a coach request meets them one
 * refusal at a time. The account, the membership, an open request and the project limit are left
 * out: they are states the dashboard shows on their own, not steps towards coaching.
 */
export function coachingNeeds(
  facts: EligibilityFacts,
  settings: EligibilitySettings,
  now: Date,
): CoachingNeed[] {
  const needs: CoachingNeed[] = [];
  if (coachLevelPackage(facts, now)) needs.push({ need: 'coachLevelPackage' });
  if (facts.proofState !== 'approved') needs.push({ need: 'proofOfEducation', proofState: facts.proofState });
  if (coacheeRequestBefore(facts)) needs.push({ need: 'coacheeRequest' });
  const points = Math.max(1, settings.minScoreToCoach);
  if (facts.score < points) needs.push({ need: 'points', points, missing: points - facts.score });
  return needs;
}

/**
 * What a newcomer holding a package would still need before coaching (the package step says it
 * before anyone pays): the facts of a member who just joined with it, never coached, without a
 * proof or points.
 */
export function newcomerCoachingNeeds(coachLevel: boolean, settings: EligibilitySettings, now: Date) {
  const newcomer: EligibilityFacts = {
    accountId: '',
    status: 'active',
    isLocked: false,
    subscriptionEndDate: null,
    coachLevel,
    periods: [],
    proofState: 'none',
    coacheeRequestCount: 0,
    score: 0,
    openCoachProjects: 0,
    openCoacheeProjects: 0,
    hasOpenCoachRequest: false,
    hasOpenCoacheeRequest: false,
  };
  return coachingNeeds(newcomer, settings, now);
}

/** Why a member may not send a new request on this side, or null when they may. */
export function requestRefusal(
  role: ProjectRole,
  facts: EligibilityFacts,
  settings: EligibilitySettings,
  now: Date,
): Refusal | null {
  return firstFailure(role, facts, settings, now, 'request')?.refusal ?? null;
}

/** Why a coachee request is refused, or null (docs/product-rules.md §6, coachee order). */
export function coacheeRequestRefusal(facts: EligibilityFacts, settings: EligibilitySettings, now: Date) {
  return requestRefusal('coachee', facts, settings, now);
}

/** Why a coach request is refused, or null (docs/product-rules.md §6, coach order). */
export function coachRequestRefusal(facts: EligibilityFacts, settings: EligibilitySettings, now: Date) {
  return requestRefusal('coach', facts, settings, now);
}

/**
 * Why an open request cannot be paired now, or null when its member is still eligible. A member
 * whose facts could not be read (the account is gone) counts as inactive.
 */
export function ineligibilityAtMatching(
  role: ProjectRole,
  facts: EligibilityFacts | undefined,
  settings: EligibilitySettings,
  now: Date,
): UnmatchedReason | null {
  if (!facts) return 'account_inactive';
  // Every rule checked at matching time has a reason; `noOpenRequest` (the only one without) is off.
  return firstFailure(role, facts, settings, now, 'matching')?.reason ?? null;
}

/** The catalogue keys a request can be refused with, for the use cases' `errors` lists. */
export const coacheeRequestRefusals = [
  'accountPassive',
  'accountLocked',
  'membershipExpired',
  'openCoacheeRequestExists',
  'maxCoacheeProjectsReached',
] as const satisfies readonly CatalogueKey[];

export const coachRequestRefusals = [
  'accountPassive',
  'accountLocked',
  'membershipExpired',
  'coachLevelPackageRequired',
  'proofOfEducationRequired',
  'fileAwaitingApproval',
  'filesRejected',
  'coacheeRequestRequired',
  'scoreMustBePositive',
  'minScoreToCoach',
  'openCoachRequestExists',
  'maxCoachProjectsReached',
] as const satisfies readonly CatalogueKey[];
