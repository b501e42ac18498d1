import { describe, expect, it } from 'vitest';
import { buildsAtOnce, frontEnds, inParallel } from './build-front-ends.ts';

describe('the front ends’ builds for npm start', () => {
  it('runs one build a core, at least one and at most four', () => {
    expect(buildsAtOnce(1)).toBe(1);
    expect(buildsAtOnce(2)).toBe(2);
    expect(buildsAtOnce(16)).toBe(4);
    expect(buildsAtOnce(0)).toBe(1);
  });

  it('builds the host with the three remotes', () => {
    expect(frontEnds.map((app) => app.dir)).toEqual([
      'public-site',
      'member-app',
      'admin-app',
      'shells/host',
    ]);
  });

  it('keeps at most `limit` pieces of work running and answers in the order of the items', async () => {
    let running = 0;
    let most = 0;
    const releases: Array<() => void> = [];
    const work = (item: number) =>
      new Promise<number>((resolve) => {
        running += 1;
        most = Math.max(most, running);
        releases.push(() => {
          running -= 1;
          resolve(item * 10);
        });
      });
    const all = inParallel([1, 2, 3, 4, 5], 2, work);
    // Release whatever has started, latest first, until all five ran.
    for (let released = 0; released < 5; ) {
      await new Promise((resolve) => setImmediate(resolve));
      const next = releases.pop();
      if (next) {
        next();
        released += 1;
      }
    }
    expect(await all).toEqual([10, 20, 30, 40, 50]);
    expect(most).toBe(2);
  });

  it('answers at once for no items', async () => {
    expect(await inParallel([], 2, async () => 1)).toEqual([]);
  });
});
