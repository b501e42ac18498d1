import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { HourEntry } from './hour-entry.ts';
import { splitPaidHours } from './hours-split.ts';

const partner = (id: string) => ({
  accountId: id,
  name: 'Ada',
  surname: id,
  email: `${id}@example.com`,
  sharesEmail: false,
  sharesName: false,
});

const entry = (role: HourEntry['role'], day: string, halfHours: number, id: string): HourEntry => ({
  projectId: `p-${id}`,
  role,
  partner: partner(`a-${id}`),
  day,
  halfHours,
  source: 'log',
  sessionId: `s-${id}`,
});

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Entries of one role with distinct ids, days in 2024–2026 and 0.5 to 8 hours. */
const entries = (role: HourEntry['role']) =>
  fc
    .uniqueArray(
      fc.record({
        id: fc.string({ minLength: 1, maxLength: 6 }),
        day: fc.date({ min: new Date('2024-01-01'), max: new Date('2026-12-31'), noInvalidDate: true }),
        halfHours: fc.integer({ min: 1, max: 16 }),
      }),
      { selector: (item) => item.id, maxLength: 40 },
    )
    .map((list) =>
      list.map((item) =>
        entry(role, item.day.toISOString().slice(0, 10), item.halfHours, `${role}-${item.id}`),
      ),
    );

describe('splitPaidHours: the exchange rule (ADR 0022)', () => {
  it('never gives more paid hours than the hours received, nor than the hours coached', () => {
    fc.assert(
      fc.property(entries('coach'), entries('coachee'), (coached, received) => {
        const paid = sum(splitPaidHours(coached, received).map((item) => item.paidHalfHours));
        expect(paid).toBeLessThanOrEqual(sum(received.map((item) => item.halfHours)));
        expect(paid).toBe(
          Math.min(sum(coached.map((item) => item.halfHours)), sum(received.map((item) => item.halfHours))),
        );
      }),
    );
  });

  it('splits every entry into paid and pro bono that add up to its logged hours', () => {
    fc.assert(
      fc.property(entries('coach'), entries('coachee'), (coached, received) => {
        const split = splitPaidHours(coached, received);
        expect(split).toHaveLength(coached.length);
        for (const item of split) {
          expect(item.paidHalfHours).toBeGreaterThanOrEqual(0);
          expect(item.proBonoHalfHours).toBeGreaterThanOrEqual(0);
          expect(item.paidHalfHours + item.proBonoHalfHours).toBe(item.entry.halfHours);
        }
        expect(sum(split.map((item) => item.paidHalfHours + item.proBonoHalfHours))).toBe(
          sum(coached.map((item) => item.halfHours)),
        );
      }),
    );
  });

  it('answers the same whatever order the entries come in', () => {
    fc.assert(
      fc.property(
        entries('coach').chain((coached) =>
          fc.tuple(fc.constant(coached), fc.shuffledSubarray(coached, { minLength: coached.length })),
        ),
        entries('coachee').chain((received) =>
          fc.tuple(fc.constant(received), fc.shuffledSubarray(received, { minLength: received.length })),
        ),
        ([coached, coachedShuffled], [received, receivedShuffled]) => {
          expect(splitPaidHours(coachedShuffled, receivedShuffled)).toEqual(
            splitPaidHours(coached, received),
          );
        },
      ),
    );
  });

  it('pays the oldest coached hours first: a later hour is paid only once every earlier one is', () => {
    fc.assert(
      fc.property(entries('coach'), entries('coachee'), (coached, received) => {
        const split = splitPaidHours(coached, received);
        const firstProBono = split.findIndex((item) => item.proBonoHalfHours > 0);
        if (firstProBono === -1) return;
        for (const later of split.slice(firstProBono + 1)) expect(later.paidHalfHours).toBe(0);
      }),
    );
  });

  it('splits a session across the boundary in half hours', () => {
    const coached = [entry('coach', '2026-01-05', 2, 'a'), entry('coach', '2026-01-12', 3, 'b')];
    const received = [entry('coachee', '2026-03-01', 4, 'c')];
    const split = splitPaidHours(coached, received);
    expect(split.map((item) => [item.paidHalfHours, item.proBonoHalfHours])).toEqual([
      [2, 0],
      [2, 1],
    ]);
  });

  it('counts received hours from after the coaching too: in an exchange either side may go first', () => {
    const coached = [entry('coach', '2025-01-05', 4, 'a')];
    const received = [entry('coachee', '2026-06-01', 2, 'b')];
    expect(splitPaidHours(coached, received)[0]).toMatchObject({ paidHalfHours: 2, proBonoHalfHours: 2 });
  });
});
