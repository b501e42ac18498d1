import type { Badge, BadgeReads } from '@coach/core';

/**
 * Every signed-in page asks for the badges (userinfo, dashboards), and they change only when an
 * administrator edits one. This keeps the list in memory and drops it when this instance writes a
 * badge (at the write and again after its transaction commits). Another instance's write is seen
 * within `ttlMs` at the latest, which is the bound we accept for a badge name (ADR 0006).
 */
export interface BadgeCache {
  list(load: () => PromiseLike<readonly Badge[]>): Promise<readonly Badge[]>;
  invalidate(): void;
}

export function createBadgeCache(ttlMs = 30_000, now: () => number = Date.now): BadgeCache {
  let cached: { badges: Promise<readonly Badge[]>; loadedAt: number; generation: number } | null = null;
  let generation = 0;
  return {
    list(load) {
      if (cached && cached.generation === generation && now() - cached.loadedAt < ttlMs) return cached.badges;
      // Adopted into a real promise: a drizzle query is a thenable that runs again on every `await`.
      const badges = Promise.resolve(load());
      const entry = { badges, loadedAt: now(), generation };
      cached = entry;
      // A failed load is not kept: the next call tries again.
      badges.catch(() => {
        if (cached === entry) cached = null;
      });
      return badges;
    },
    invalidate() {
      generation += 1;
      cached = null;
    },
  };
}

/** The badge reads of `reads`, answered from `cache`. */
export function cachedBadgeReads<T extends BadgeReads>(reads: T, cache: BadgeCache): T {
  return { ...reads, list: () => cache.list(() => reads.list()) };
}
