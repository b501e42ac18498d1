import { describe, expect, it } from 'vitest';
import {
  coachLevelAt,
  correctPeriods,
  levelSchedule,
  type MembershipPeriod,
  periodCovering,
} from './membership-period.ts';

const at = (date: string) => new Date(`${date}T09:00:00Z`);
const now = at('2026-11-28');
const d = at('2027-05-28');
const later = at('2027-11-28');

const period = (id: string, packageId: string, startsAt: Date, endsAt: Date): MembershipPeriod => ({
  id,
  accountId: 'account',
  membershipPackageId: packageId,
  orderId: null,
  startsAt,
  endsAt,
  createdAt: now,
});
const coachThenCoachee = [period('coach', 'COACH', now, d), period('coachee', 'COACHEE', d, later)];
const withLevels = coachThenCoachee.map((one) => ({
  ...one,
  coachLevel: one.membershipPackageId === 'COACH',
}));

describe('the level on a day', () => {
  it('is the level of the period covering it: its start counts, its end does not', () => {
    expect(periodCovering(withLevels, now)?.id).toBe('coach');
    expect(periodCovering(withLevels, new Date(d.getTime() - 1))?.id).toBe('coach');
    expect(periodCovering(withLevels, d)?.id).toBe('coachee');
    expect(periodCovering(withLevels, later)).toBeNull();
    expect(coachLevelAt({ coachLevel: false, periods: withLevels }, now)).toBe(true);
    expect(coachLevelAt({ coachLevel: true, periods: withLevels }, d)).toBe(false);
  });

  it('is the account’s own package outside every period', () => {
    expect(coachLevelAt({ coachLevel: true, periods: withLevels }, later)).toBe(true);
    expect(coachLevelAt({ coachLevel: false, periods: [] }, now)).toBe(false);
  });
});

describe('levelSchedule', () => {
  it('says the stretches ahead from now, neighbours at one level joined', () => {
    const renewedCoach = [
      ...withLevels.slice(0, 1),
      { ...withLevels[0], startsAt: d, endsAt: later } as (typeof withLevels)[number],
    ];
    expect(levelSchedule(renewedCoach, now)).toEqual([{ coachLevel: true, startsAt: now, endsAt: later }]);
    expect(levelSchedule(withLevels, at('2027-01-01'))).toEqual([
      { coachLevel: true, startsAt: at('2027-01-01'), endsAt: d },
      { coachLevel: false, startsAt: d, endsAt: later },
    ]);
    expect(levelSchedule(withLevels, later)).toEqual([]);
  });
});

describe('correctPeriods (an administrator sets the end or the package)', () => {
  const account = (end: Date | null, packageId: string | null) => ({
    subscriptionEndDate: end,
    membershipPackageId: packageId,
  });

  it('continues the last period to a later end, keeping the coach months', () => {
    const further = at('2028-01-28');
    expect(correctPeriods(coachThenCoachee, account(further, 'COACHEE'), now, false)).toEqual({
      remove: [],
      update: [{ id: 'coachee', endsAt: further }],
      add: null,
      lastPackageId: 'COACHEE',
    });
  });

  it('cuts at an earlier end: later periods go, the one across it ends there and becomes the last', () => {
    const earlier = at('2027-03-01');
    expect(correctPeriods(coachThenCoachee, account(earlier, 'COACHEE'), now, false)).toEqual({
      remove: ['coachee'],
      update: [{ id: 'coach', endsAt: earlier }],
      add: null,
      lastPackageId: 'COACH',
    });
  });

  it('gives a package set anew to the last period only', () => {
    expect(correctPeriods(coachThenCoachee, account(later, 'COACH-2'), now, true)).toEqual({
      remove: [],
      update: [{ id: 'coachee', membershipPackageId: 'COACH-2' }],
      add: null,
      lastPackageId: 'COACH-2',
    });
  });

  it('adds a period from now for a membership without any, and leaves ended periods alone', () => {
    const ended = [period('old', 'COACH', at('2025-01-01'), at('2025-07-01'))];
    expect(correctPeriods(ended, account(d, 'COACHEE'), now, true)).toEqual({
      remove: [],
      update: [],
      add: { membershipPackageId: 'COACHEE', startsAt: now, endsAt: d },
      lastPackageId: 'COACHEE',
    });
    // An end cleared or past ends every running period now.
    expect(correctPeriods(coachThenCoachee, account(null, 'COACHEE'), now, false).remove).toEqual([
      'coach',
      'coachee',
    ]);
  });
});
