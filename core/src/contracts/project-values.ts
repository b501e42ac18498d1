import type { CatalogueKey } from '../errors/catalogue.ts';
import type { UnmatchedReason } from './projects.ts';

// Plain values of the projects' contracts, apart from their schemas (projects.ts): the member's
// dashboard and projects pages name an ineligibility reason without evaluating zod (issue 30).

/** The catalogue entry that tells an ineligibility reason in words (the same words as the refusal). */
export const ineligibilityMessages = {
  account_inactive: 'accountPassive',
  membership_expired: 'membershipExpired',
  coach_level_package_required: 'coachLevelPackageRequired',
  proof_of_education_required: 'proofOfEducationRequired',
  proof_pending: 'fileAwaitingApproval',
  proof_rejected: 'filesRejected',
  coachee_request_required: 'coacheeRequestRequired',
  score_must_be_positive: 'scoreMustBePositive',
  min_score_to_coach: 'minScoreToCoach',
  max_coach_projects_reached: 'maxCoachProjectsReached',
  max_coachee_projects_reached: 'maxCoacheeProjectsReached',
} as const satisfies Partial<Record<UnmatchedReason, CatalogueKey>>;
