import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCalendarMonths,
  extendMembership,
  isMembershipActive,
  isMembershipExpiringSoon,
  membershipDaysLeft,
} from './subscription-period.ts';

/** An Istanbul wall-clock time (UTC+3 all year since 2016) as an instant. */
const istanbul = (wall: string) => new Date(`${wall}+03:00`);

describe('addCalendarMonths (Europe/Istanbul)', () => {
  it.each([
    ['2026-01-15T10:00:00', 1, '2026-02-15T10:00:00'],
    ['2026-01-31T10:00:00', 1, '2026-02-28T10:00:00'],
    ['2028-01-31T10:00:00', 1, '2028-02-29T10:00:00'], // leap year
    ['2028-02-29T12:00:00', 12, '2029-02-28T12:00:00'], // leap day + a year
    ['2028-02-29T12:00:00', 48, '2032-02-29T12:00:00'], // back to a leap year
    ['2026-03-31T09:30:00', 1, '2026-04-30T09:30:00'],
    ['2026-08-31T23:59:59', 6, '2027-02-28T23:59:59'],
    ['2026-11-30T00:00:00', 3, '2027-02-28T00:00:00'],
    ['2026-12-15T08:00:00', 1, '2027-01-15T08:00:00'], // across the year
    ['2026-05-31T00:30:00', 1, '2026-06-30T00:30:00'],
  ])('%s + %i month(s) = %s', (from, months, to) => {
    expect(addCalendarMonths(istanbul(from), months)).toEqual(istanbul(to));
  });

  it('counts the day in Istanbul, not in UTC', () => {
    // 31 March 01:00 in Istanbul is 30 March 22:00 UTC: counted in UTC the month would end on
    // 30 April 22:00 UTC, which is already 1 May in Istanbul.
    expect(addCalendarMonths(istanbul('2026-03-31T01:00:00'), 1)).toEqual(istanbul('2026-04-30T01:00:00'));
  });

  it('never goes back in time, and adding months one by one never ends later than adding them at once', () => {
    const instants = fc.date({
      min: new Date('2017-01-01T00:00:00Z'),
      max: new Date('2060-01-01T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(
        instants,
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 24 }),
        (start, a, b) => {
          const once = addCalendarMonths(start, a + b);
          const stepwise = addCalendarMonths(addCalendarMonths(start, a), b);
          expect(once.getTime()).toBeGreaterThan(start.getTime());
          // Clamping can only lose days (31 → 28 → 28), never add them.
          expect(stepwise.getTime()).toBeLessThanOrEqual(once.getTime());
        },
      ),
    );
  });
});

describe('extendMembership', () => {
  const now = istanbul('2026-11-22T12:00:00');

  it('extends an active membership from its current end, so early renewal loses no day', () => {
    const end = istanbul('2026-12-12T12:00:00');
    expect(extendMembership(end, now, 1)).toEqual({ startsAt: end, endsAt: istanbul('2027-01-12T12:00:00') });
  });

  it('starts an expired or missing membership now', () => {
    const expired = istanbul('2026-10-01T00:00:00');
    expect(extendMembership(expired, now, 12)).toEqual({
      startsAt: now,
      endsAt: istanbul('2027-11-22T12:00:00'),
    });
    expect(extendMembership(null, now, 1)).toEqual({
      startsAt: now,
      endsAt: istanbul('2026-12-22T12:00:00'),
    });
  });

  it('treats an end exactly now as ended', () => {
    expect(extendMembership(now, now, 1).startsAt).toBe(now);
  });
});

describe('isMembershipActive and membershipDaysLeft', () => {
  const now = istanbul('2026-11-22T12:00:00');
  it('is active only while the end lies ahead', () => {
    expect(isMembershipActive(null, now)).toBe(false);
    expect(isMembershipActive(now, now)).toBe(false);
    expect(isMembershipActive(new Date(now.getTime() + 1), now)).toBe(true);
  });
  it('is expiring soon from 7 days before the end, when the reminder is mailed', () => {
    expect(isMembershipExpiringSoon(istanbul('2026-11-29T12:00:00'), now)).toBe(true);
    expect(isMembershipExpiringSoon(istanbul('2026-11-29T12:00:01'), now)).toBe(false);
    expect(isMembershipExpiringSoon(istanbul('2026-11-22T11:00:00'), now)).toBe(false);
  });
  it('counts whole days left', () => {
    expect(membershipDaysLeft(istanbul('2026-11-29T12:00:00'), now)).toBe(7);
    expect(membershipDaysLeft(istanbul('2026-11-29T11:59:59'), now)).toBe(6);
    expect(membershipDaysLeft(istanbul('2026-11-22T18:00:00'), now)).toBe(0);
    expect(membershipDaysLeft(istanbul('2026-11-01T00:00:00'), now)).toBeNull();
  });
});
