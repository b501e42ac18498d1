import type { Badge, BadgeRepository } from '@coach/core';

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

/**
 * A badge repository whose plain reads come from `cache`. Every write drops the cache at once and
 * again once its transaction has committed (`afterCommit`), so no instance keeps serving the old
 * list; and after a write, this repository's own reads go to the database: they must see the
 * transaction's own changes, and must never put uncommitted rows into the shared cache (a rollback
 * would leave them there). `lockAndList` never uses the cache: range checks need the rows as
 * committed now.
 */
export function cachingBadgeRepository(
  repository: BadgeRepository,
  cache: BadgeCache,
  afterCommit: (callback: () => void) => void,
): BadgeRepository {
  let wrote = false;
  function writing<Args extends unknown[], Result>(write: (...args: Args) => Promise<Result>) {
    return (...args: Args): Promise<Result> => {
      wrote = true;
      cache.invalidate();
      afterCommit(() => cache.invalidate());
      return write(...args);
    };
  }
  return {
    ...repository,
    list: () => (wrote ? repository.list() : cache.list(() => repository.list())),
    insertIfNameIsNew: writing(repository.insertIfNameIsNew),
    insert: writing(repository.insert),
    update: writing(repository.update),
    delete: writing(repository.delete),
  };
}
