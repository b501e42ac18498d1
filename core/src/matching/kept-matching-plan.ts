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
  /**
   * The snapshot planned on: the next plan, after a change, reads only what changed since and
   * brings this one up to date (`withMatchingChanges`), while it still holds.
   */
  readonly snapshot: MatchingSnapshotAt;
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
  /**
   * The snapshot the kept plan was planned on, if what it read of the members still holds at `now`
   * (whatever the version: the caller asks what changed since); else null.
   */
  snapshotHolding(now: Date): MatchingSnapshotAt | null;
  keep(plan: MatchingRunPlan, on: PlannedOn): void;
}

/**
 * One plan at a time, with its snapshot: the next version replaces them (a composition keeps one,
 * with its store). At 30,000 open requests the snapshot holds a few more MB than the plan.
 */
export function createKeptMatchingPlan(): KeptMatchingPlan {
  let kept: { plan: MatchingRunPlan; on: PlannedOn; settings: string } | null = null;
  const holds = (on: PlannedOn, now: Date) => {
    const at = now.getTime();
    return at >= on.plannedAt.getTime() && !(on.holdsUntil && at >= on.holdsUntil.getTime());
  };
  return {
    find(version, settings, now) {
      if (!kept || kept.on.version !== version || !holds(kept.on, now)) return null;
      return kept.settings === JSON.stringify(settings) ? kept.plan : null;
    },
    snapshotHolding(now) {
      return kept && holds(kept.on, now) ? kept.on.snapshot : null;
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
