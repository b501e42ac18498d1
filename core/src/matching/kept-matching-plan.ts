import type { MatchingSnapshotAt } from '../ports/project-request-repository.ts';
import type { ApplicationSettings } from '../settings/domain/application-settings.ts';
import type { MatchingRunPlan } from './plan-matching-run.ts';

/**
 * What a kept plan was planned on: the store's matching version (`matchingVersion`), the settings,
 * the moment, and the first moment after it at which the same facts would give another plan by
 * time alone (`holdsUntil`, null: none).
 */
export interface PlannedOn {
  readonly version: string;
  readonly settings: ApplicationSettings;
  readonly plannedAt: Date;
  readonly holdsUntil: Date | null;
}

/**
 * The last preview plan of one store, kept between calls (issue 29): planning the run over 30,000
 * open requests costs about a second, and an administrator paging through the pairs, or a
 * dashboard asking again, asks about an unchanged programme. A kept plan answers only while the
 * store's version, the settings and the facts' moment are all the same; a real run never reads it.
 */
export interface KeptMatchingPlan {
  /** The plan kept for this version and these settings, if it still holds at `now`; else null. */
  find(version: string, settings: ApplicationSettings, now: Date): MatchingRunPlan | null;
  keep(plan: MatchingRunPlan, on: PlannedOn): void;
}

/** One plan at a time: the next version replaces it (a composition keeps one, with its store). */
export function createKeptMatchingPlan(): KeptMatchingPlan {
  let kept: { plan: MatchingRunPlan; on: PlannedOn; settings: string } | null = null;
  return {
    find(version, settings, now) {
      if (!kept || kept.on.version !== version) return null;
      const at = now.getTime();
      if (at < kept.on.plannedAt.getTime()) return null;
      if (kept.on.holdsUntil && at >= kept.on.holdsUntil.getTime()) return null;
      return kept.settings === JSON.stringify(settings) ? kept.plan : null;
    },
    keep(plan, on) {
      kept = { plan, on, settings: JSON.stringify(on.settings) };
    },
  };
}

/**
 * Until when the eligibility the plan read of the snapshot holds without any write: the rules read
 * the clock only through a membership's end date (active while it is in the future) and the period
 * covering the moment (its level), so the plan may change when an end date passes, when a covering
 * period ends, or when another period of a member starts (`nextPeriodStart`).
 */
export function snapshotHoldsUntil(snapshot: MatchingSnapshotAt, at: Date): Date | null {
  let until = snapshot.nextPeriodStart?.getTime() ?? Number.POSITIVE_INFINITY;
  const later = (moment: Date | null) => {
    const time = moment?.getTime();
    if (time !== undefined && time > at.getTime() && time < until) until = time;
  };
  for (const { facts } of snapshot.members.values()) {
    later(facts.subscriptionEndDate);
    for (const period of facts.periods) {
      later(period.startsAt);
      later(period.endsAt);
    }
  }
  return until === Number.POSITIVE_INFINITY ? null : new Date(until);
}
