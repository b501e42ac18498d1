import { describe, expect, it } from 'vitest';
import { nearThresholdHours } from '../contracts/coaching.ts';
import { thresholdsNear } from './domain/coaching-summary.ts';
import { nearThresholdRanges } from './list-members-near-threshold.ts';

describe('the ranges the near-threshold report reads', () => {
  it('hold exactly the half hours that leave a member near a credential', () => {
    // Every figure up to past the highest threshold: read by the ranges ⇔ near one by the rule.
    for (let halfHours = 0; halfHours <= 1_100; halfHours += 1) {
      const read = nearThresholdRanges.some(({ from, to }) => halfHours >= from && halfHours <= to);
      const near = thresholdsNear(halfHours / 2, nearThresholdHours).length > 0;
      expect(read, `${halfHours} half hours`).toBe(near);
    }
  });
});
