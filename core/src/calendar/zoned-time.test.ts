import { describe, expect, it } from 'vitest';
import { instantOf, localTimeOf } from './zoned-time.ts';

// Offsets are remembered per hour (zoned-time.ts): asked twice, and on both sides of a clock
// change, every answer must stay the one Intl gives.
describe('zoned time across a clock change', () => {
  const berlin = 'Europe/Berlin';

  it('reads the hour before and after the spring change, the second time from what it kept', () => {
    for (let round = 0; round < 2; round++) {
      // At 01:00 UTC, 02:00 CET becomes 03:00 CEST: 00:30 UTC is 01:30, 01:30 UTC is 03:30.
      expect(localTimeOf(new Date('2026-03-29T00:30:00Z'), berlin)).toEqual({
        date: '2026-03-29',
        msOfDay: 1.5 * 3_600_000,
      });
      expect(localTimeOf(new Date('2026-03-29T01:30:00Z'), berlin)).toEqual({
        date: '2026-03-29',
        msOfDay: 3.5 * 3_600_000,
      });
    }
  });

  it('finds the instant of a wall-clock time in an hour that holds the autumn change', () => {
    for (let round = 0; round < 2; round++) {
      // 03:00 CEST becomes 02:00 CET at 01:00 UTC: 02:30 happens twice (00:30 and 01:30 UTC); the
      // answer is the one the uncached computation gave, every time.
      expect(instantOf('2026-10-25', 2.5 * 3_600_000, berlin).toISOString()).toBe('2026-10-25T01:30:00.000Z');
      expect(instantOf('2026-10-25', 4 * 3_600_000, berlin).toISOString()).toBe('2026-10-25T03:00:00.000Z');
    }
  });

  it('keeps Istanbul at three hours ahead', () => {
    expect(localTimeOf(new Date('2026-07-01T21:30:00Z'), 'Europe/Istanbul').date).toBe('2026-07-02');
  });
});
