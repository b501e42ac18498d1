import type { ProjectRole, UnmatchedRequest } from '../contracts/projects.ts';
import type { ProjectReads } from '../ports/project-repository.ts';
import type { ProjectRequestReads } from '../ports/project-request-repository.ts';
import type { SettingsReads } from '../ports/settings-repository.ts';
import { ineligibilityAtMatching } from '../projects/domain/eligibility.ts';
import type { ProjectRequest } from '../projects/domain/project.ts';
import type { ApplicationSettings } from '../settings/domain/application-settings.ts';
import type { ProgressUpdate } from '../shared/context.ts';
import { planMatching } from './algorithm/plan-matching.ts';
import type { MatchingRequest, PlannedPair } from './algorithm/types.ts';

/** The name of the lock a run holds while it writes (one run at a time across every server). */
export const matchingLockName = 'matching.write';

/** What a matching run reads: from the read repositories (a preview) or its unit of work (a run). */
export interface MatchingSources {
  readonly projectRequests: Pick<ProjectRequestReads, 'eligibilityOf'>;
  readonly projects: Pick<ProjectReads, 'mostRecentPartners' | 'openPartners'>;
  readonly settings: SettingsReads;
}

export interface MatchingRunPlan {
  readonly pairs: readonly PlannedPair[];
  /** Every open request left unpaired, with its reason, oldest request first. */
  readonly unmatched: readonly UnmatchedRequest[];
  readonly coachRequests: number;
  readonly coacheeRequests: number;
  /** The settings the run read: the new projects' deadline comes from them. */
  readonly settings: ApplicationSettings;
}

/**
 * Plans a run over the open requests given (oldest first): each request's member is checked against
 * the eligibility rules again (docs/product-rules.md §6: an ineligible one stays open, is skipped, and the rule is
 * its reason); the rest go to the algorithm, with the partners of every member's most recent
 * projects (all of those that started at its latest start) and of its open projects as forbidden
 * pairs; the algorithm itself never pairs the same two people twice in one plan. Writes nothing.
 */
export async function planMatchingRun(
  sources: MatchingSources,
  openRequests: readonly ProjectRequest[],
  now: Date,
  progress?: (update: ProgressUpdate) => void,
): Promise<MatchingRunPlan> {
  const accountIds = [...new Set(openRequests.map((request) => request.accountId))];
  const [facts, mostRecent, open, settings] = await Promise.all([
    sources.projectRequests.eligibilityOf(accountIds, now),
    sources.projects.mostRecentPartners(accountIds),
    sources.projects.openPartners(accountIds),
    sources.settings.get(),
  ]);

  const ineligible: UnmatchedRequest[] = [];
  const candidates: Record<ProjectRole, MatchingRequest[]> = { coach: [], coachee: [] };
  for (const request of openRequests) {
    const reason = ineligibilityAtMatching(request.role, facts.get(request.accountId), settings, now);
    if (reason) {
      ineligible.push({ requestId: request.id, side: request.role, reason });
      continue;
    }
    candidates[request.role].push({
      id: request.id,
      accountId: request.accountId,
      languages: request.languages,
      requestedAt: request.createdAt.getTime(),
    });
  }

  // "Not the same two people as in either one's most recent project", whoever coached, and never
  // two open projects between the same two people.
  const forbiddenPairs: [string, string][] = [];
  for (const partners of [mostRecent, open]) {
    for (const [member, ofMember] of partners) {
      for (const partner of ofMember) forbiddenPairs.push([member, partner], [partner, member]);
    }
  }

  const plan = planMatching(
    { coachRequests: candidates.coach, coacheeRequests: candidates.coachee, forbiddenPairs },
    (done, total) => progress?.({ phase: 'matching', done, total }),
  );

  const position = new Map(openRequests.map((request, index) => [request.id, index]));
  const unmatched: UnmatchedRequest[] = [
    ...ineligible,
    ...plan.unpaired.map(({ requestId, side, reason }) => ({ requestId, side, reason })),
  ].sort((a, b) => (position.get(a.requestId) ?? 0) - (position.get(b.requestId) ?? 0));

  return {
    pairs: plan.pairs,
    unmatched,
    coachRequests: openRequests.filter((request) => request.role === 'coach').length,
    coacheeRequests: openRequests.filter((request) => request.role === 'coachee').length,
    settings,
  };
}

/** What a run answers: its pairs and unmatched requests, as the CLI's `--json` prints them. */
export function matchingRunResult(plan: MatchingRunPlan, durationMs: number, written: boolean) {
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
