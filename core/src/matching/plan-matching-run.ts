import type { ProjectRole, UnmatchedRequest } from '../contracts/projects.ts';
import type { MatchingSnapshot, MemberToMatch, RequestToMatch } from '../ports/project-request-repository.ts';
import { ineligibilityAtMatching } from '../projects/domain/eligibility.ts';
import type { ApplicationSettings } from '../settings/domain/application-settings.ts';
import type { ProgressUpdate } from '../shared/context.ts';
import { planMatching } from './algorithm/plan-matching.ts';
import type { MatchingRequest, PlannedPair } from './algorithm/types.ts';

/** The name of the lock a run holds while it writes (one run at a time across every server). */
export const matchingLockName = 'matching.write';

export interface MatchingRunPlan {
  readonly pairs: readonly PlannedPair[];
  /** Every open request left unpaired, with its reason, oldest request first. */
  readonly unmatched: readonly UnmatchedRequest[];
  readonly coachRequests: number;
  readonly coacheeRequests: number;
  /** The settings the run read: the new projects' deadline comes from them. */
  readonly settings: ApplicationSettings;
  /** Every open request planned on, by id: who made it and when (the preview's waits and names). */
  readonly requests: ReadonlyMap<string, RequestToMatch>;
}

/**
 * Plans a run over the open requests of the snapshot (oldest first): each request's member is
 * checked against the eligibility rules again (docs/product-rules.md §6: an ineligible one stays
 * open, is skipped, and the rule is its reason); the rest go to the algorithm, with the partners of
 * every member's most recent projects (all of those that started at its latest start) and of its
 * open projects as forbidden pairs; the algorithm itself never pairs the same two people twice in
 * one plan. Writes nothing, reads nothing: the snapshot and the settings are all it needs.
 */
export function planMatchingRun(
  snapshot: MatchingSnapshot,
  settings: ApplicationSettings,
  now: Date,
  progress?: (update: ProgressUpdate) => void,
): MatchingRunPlan {
  const reasons = new Map<string, UnmatchedRequest>();
  const candidates: Record<ProjectRole, MatchingRequest[]> = { coach: [], coachee: [] };
  const counts: Record<ProjectRole, number> = { coach: 0, coachee: 0 };
  // The members who take part: those with an eligible request on either side.
  const taking = new Map<string, MemberToMatch | undefined>();
  const requests = new Map<string, RequestToMatch>();
  for (const request of snapshot.requests) {
    requests.set(request.id, request);
    counts[request.role] += 1;
    const member = snapshot.members.get(request.accountId);
    const reason = ineligibilityAtMatching(request.role, member?.facts, settings, now);
    if (reason) {
      reasons.set(request.id, { requestId: request.id, side: request.role, reason });
      continue;
    }
    candidates[request.role].push({
      id: request.id,
      accountId: request.accountId,
      languages: request.languages,
      requestedAt: request.createdAt.getTime(),
    });
    taking.set(request.accountId, member);
  }
  // "Not the same two people as in either one's most recent project", whoever coached, and never
  // two open projects between the same two people: only pairs of two members who take part can
  // matter, and each is listed in one order (the algorithm reads both ways, ADR 0019). Most
  // partners have no eligible open request: the pairs they would add cost the algorithm a lookup
  // each and change nothing.
  const forbiddenPairs: [string, string][] = [];
  for (const [accountId, member] of taking) {
    if (!member) continue;
    for (const partner of member.recentPartners) {
      if (taking.has(partner)) forbiddenPairs.push([accountId, partner]);
    }
    for (const partner of member.openPartners) {
      if (taking.has(partner)) forbiddenPairs.push([accountId, partner]);
    }
  }

  const plan = planMatching(
    { coachRequests: candidates.coach, coacheeRequests: candidates.coachee, forbiddenPairs },
    (done, total) => progress?.({ phase: 'matching', done, total }),
  );
  for (const { requestId, side, reason } of plan.unpaired)
    reasons.set(requestId, { requestId, side, reason });

  // Oldest request first, as the snapshot lists them.
  const unmatched: UnmatchedRequest[] = [];
  for (const request of snapshot.requests) {
    const reason = reasons.get(request.id);
    if (reason) unmatched.push(reason);
  }

  return {
    pairs: plan.pairs,
    unmatched,
    coachRequests: counts.coach,
    coacheeRequests: counts.coachee,
    settings,
    requests,
  };
}

/** What a run answers: its pairs and unmatched requests, as the CLI's `--json` prints them. */
export function matchingRunResult(
  plan: MatchingRunPlan,
  durationMs: number,
  written: boolean,
  matchingRunId: string | null = null,
) {
  return {
    pairs: plan.pairs.map(
      ({ coachRequestId, coacheeRequestId, coachAccountId, coacheeAccountId, language }) => ({
        coachRequestId,
        coacheeRequestId,
        coachAccountId,
        coacheeAccountId,
        language,
      }),
    ),
    unmatched: [...plan.unmatched],
    summary: {
      coachRequests: plan.coachRequests,
      coacheeRequests: plan.coacheeRequests,
      pairs: plan.pairs.length,
      durationMs,
    },
    written,
    matchingRunId,
  };
}

/**
 * Milliseconds on a monotonic clock, for a duration (not a date: those come from the Clock port).
 * `performance` exists in Node and in browsers; core's type library (ES only) does not declare it.
 */
export function elapsedSince(startMs: number): number {
  return Math.round((monotonicNow() - startMs) * 10) / 10;
}

export function monotonicNow(): number {
  return (globalThis as unknown as { performance: { now(): number } }).performance.now();
}
