import { describe, expect, it } from 'vitest';
import type { MatchingSnapshotAt } from '../ports/project-request-repository.ts';
import type { EligibilityFacts } from '../projects/domain/eligibility-facts.ts';
import { defaultApplicationSettings } from '../settings/domain/application-settings.ts';
import { createKeptMatchingPlan, snapshotHoldsUntil } from './kept-matching-plan.ts';
import type { MatchingRunPlan } from './plan-matching-run.ts';

const at = (day: number) => new Date(Date.UTC(2026, 2, day, 9));
const plan: MatchingRunPlan = {
  pairs: [],
  unmatched: [],
  coachRequests: 0,
  coacheeRequests: 0,
  settings: defaultApplicationSettings,
  requests: new Map(),
};

function snapshotOf(members: Partial<EligibilityFacts>[], nextPeriodStart: Date | null): MatchingSnapshotAt {
  return {
    requests: [],
    members: new Map(
      members.map((facts, index) => [
        String(index),
        { facts: facts as EligibilityFacts, recentPartners: [], openPartners: [] },
      ]),
    ),
    version: '7',
    nextPeriodStart,
    seen: '10:10:',
  };
}

describe('the kept matching plan', () => {
  it('answers only for its version and settings, from its moment until it no longer holds', () => {
    const kept = createKeptMatchingPlan();
    expect(kept.find('7', defaultApplicationSettings, at(2))).toBeNull();
    const snapshot = snapshotOf([], null);
    kept.keep(plan, {
      version: '7',
      settings: defaultApplicationSettings,
      plannedAt: at(2),
      holdsUntil: at(5),
      snapshot,
    });
    expect(kept.find('7', { ...defaultApplicationSettings }, at(2))).toBe(plan);
    expect(kept.find('7', defaultApplicationSettings, new Date(at(5).getTime() - 1))).toBe(plan);
    expect(kept.find('8', defaultApplicationSettings, at(3)), 'another version').toBeNull();
    expect(
      kept.find('7', { ...defaultApplicationSettings, minScoreToCoach: 9 }, at(3)),
      'other settings',
    ).toBeNull();
    expect(kept.find('7', defaultApplicationSettings, at(5)), 'once it no longer holds').toBeNull();
    expect(kept.find('7', defaultApplicationSettings, at(1)), 'before it was planned').toBeNull();
    // Its snapshot, to bring up to date after a change, whatever the version and settings now.
    expect(kept.snapshotHolding(at(3))).toBe(snapshot);
    expect(kept.snapshotHolding(at(5)), 'once it no longer holds').toBeNull();
    expect(kept.snapshotHolding(at(1)), 'before it was read').toBeNull();
  });

  it('holds until the first end date passes, a covering period ends or another period starts', () => {
    const period = (starts: number, ends: number) => ({
      startsAt: at(starts),
      endsAt: at(ends),
      coachLevel: true,
    });
    const members = [
      { subscriptionEndDate: at(1), periods: [] },
      { subscriptionEndDate: at(9), periods: [period(1, 8)] },
      { subscriptionEndDate: null, periods: [] },
    ];
    expect(snapshotHoldsUntil(snapshotOf(members, null), at(2))).toEqual(at(8));
    expect(snapshotHoldsUntil(snapshotOf(members, at(6)), at(2))).toEqual(at(6));
    expect(
      snapshotHoldsUntil(snapshotOf([{ subscriptionEndDate: at(4), periods: [] }], null), at(2)),
    ).toEqual(at(4));
    expect(snapshotHoldsUntil(snapshotOf([members[2] ?? {}], null), at(2))).toBeNull();
  });
});
