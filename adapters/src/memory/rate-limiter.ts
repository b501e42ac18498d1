import type { Clock, RateLimiter } from '@coach/core';

/**
 * The rate limiter in memory, on the given clock (so tests can move past a window). Counts like
 * rate-limiter-flexible's store: a fixed window that opens with the first event of a key. For tests
 * and tools only: one process, nothing shared.
 */
export function createMemoryRateLimiter(clock: Clock): RateLimiter {
  const windows = new Map<string, { points: number; endsAt: number }>();
  const open = (name: string, key: string) => {
    const window = windows.get(`${name}\n${key}`);
    return window && window.endsAt > clock.now().getTime() ? window : null;
  };
  return {
    async retryAfterSeconds(rule, key) {
      const window = open(rule.name, key);
      if (!window || window.points < rule.points) return 0;
      return Math.max(1, Math.ceil((window.endsAt - clock.now().getTime()) / 1000));
    },
    async penalize(rule, key) {
      const window = open(rule.name, key);
      if (window) window.points += 1;
      else
        windows.set(`${rule.name}\n${key}`, {
          points: 1,
          endsAt: clock.now().getTime() + rule.durationSeconds * 1000,
        });
    },
    async reset(rule, key) {
      windows.delete(`${rule.name}\n${key}`);
    },
    async purgeEndedBefore(before) {
      let purged = 0;
      for (const [key, window] of [...windows]) {
        if (window.endsAt < before.getTime()) {
          windows.delete(key);
          purged += 1;
        }
      }
      return purged;
    },
  };
}
