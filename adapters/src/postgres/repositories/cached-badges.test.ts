import type { Badge } from '@coach/core';
import { describe, expect, it } from 'vitest';
import { createBadgeCache } from './cached-badges.ts';

const gold: Badge = {
  id: 'b1',
  nameTr: 'Altın',
  nameEn: 'Gold',
  lower: 10,
  upper: 99,
  descriptionTr: '',
  descriptionEn: '',
};

/** A loader like a drizzle query: a thenable that does its work again on every `then`. */
function countingQuery() {
  let runs = 0;
  const query: PromiseLike<readonly Badge[]> = {
    // biome-ignore lint/suspicious/noThenProperty: imitates drizzle's QueryPromise on purpose
    then(onFulfilled, onRejected) {
      runs += 1;
      return Promise.resolve([gold]).then(onFulfilled, onRejected);
    },
  };
  return { query, runs: () => runs };
}

describe('badge cache', () => {
  it('loads once and answers from memory, even when the loader is a lazy thenable', async () => {
    const cache = createBadgeCache(30_000, () => 0);
    const { query, runs } = countingQuery();
    for (let call = 0; call < 5; call += 1) expect(await cache.list(() => query)).toEqual([gold]);
    expect(runs()).toBe(1);
  });

  it('loads again after a write invalidates it, and after its time to live', async () => {
    let now = 0;
    const cache = createBadgeCache(30_000, () => now);
    const { query, runs } = countingQuery();
    await cache.list(() => query);
    cache.invalidate();
    await cache.list(() => query);
    expect(runs()).toBe(2);
    now = 30_000;
    await cache.list(() => query);
    expect(runs()).toBe(3);
  });

  it('does not keep a failed load', async () => {
    const cache = createBadgeCache(30_000, () => 0);
    await expect(cache.list(() => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect(await cache.list(() => Promise.resolve([gold]))).toEqual([gold]);
  });
});
