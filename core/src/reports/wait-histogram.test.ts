import { describe, expect, it } from 'vitest';
import {
  addToHistogram,
  waitBucketOf,
  waitPercentileErrorBound,
  waitPercentilesOf,
} from './wait-histogram.ts';
import { percentileOf } from './working-day-clock.ts';

/** A fixed sequence of numbers in [0, 1) (a linear congruential generator): the same every run. */
function numbers(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** The exact percentiles of `waits` and those counted from their histogram. */
function bothWays(waits: readonly number[], fractions: readonly number[]) {
  const histogram = new Map<number, number>();
  for (const wait of waits) addToHistogram(histogram, waitBucketOf(wait));
  const sorted = [...waits].sort((a, b) => a - b);
  return {
    exact: fractions.map((fraction) => percentileOf(sorted, fraction)),
    counted: waitPercentilesOf(histogram, fractions),
  };
}

describe('percentiles counted from the waits’ histogram', () => {
  it('put each wait in its nearest minute of working time', () => {
    expect(waitBucketOf(0)).toBe(0);
    expect(waitBucketOf(0.5)).toBe(720);
    expect(waitBucketOf(1 / 1440 - 1e-9)).toBe(1);
    expect(waitBucketOf(0.4 / 1440)).toBe(0);
    expect(waitBucketOf(3)).toBe(4320);
  });

  it('stay within half a minute of working time of the exact percentiles', () => {
    const fractions = [0, 0.1, 0.5, 0.9, 0.99, 1];
    const random = numbers(31);
    for (const count of [1, 2, 3, 10, 101, 5_000]) {
      // Waits from nothing to a few working days, some of them whole minutes and some equal.
      const waits = Array.from({ length: count }, (_, index) =>
        index % 7 === 0 ? Math.round(random() * 4_000) / 1440 : random() ** 2 * 6,
      );
      const { exact, counted } = bothWays(waits, fractions);
      fractions.forEach((fraction, index) => {
        const difference = Math.abs((counted[index] as number) - (exact[index] as number));
        // The bound, and a little for the floating point of the division by 1440.
        expect(difference, `${count} waits, percentile ${fraction}`).toBeLessThanOrEqual(
          waitPercentileErrorBound + 1e-12,
        );
      });
    }
  });

  it('read whole minutes exactly, and nothing as null', () => {
    expect(bothWays([0.5, 0.5, 2, 2], [0.5, 0.9])).toEqual({ exact: [1.25, 2], counted: [1.25, 2] });
    expect(waitPercentilesOf(new Map(), [0.5, 0.9])).toEqual([null, null]);
  });
});
