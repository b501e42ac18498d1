import type { BadgeView } from '../api/badges.ts';

/** The badges that meet `badge` right below and right above its range, in a set without gaps. */
export function neighboursOf(badge: BadgeView, every: readonly BadgeView[]) {
  return {
    below: every.find((other) => other.upper === badge.lower - 1) ?? null,
    above: every.find((other) => other.lower === badge.upper + 1) ?? null,
  };
}

/** Where a new badge would start: right above the highest one (0 when there is none). */
export function nextFreeScore(every: readonly BadgeView[]): number {
  return every.length === 0 ? 0 : Math.max(...every.map((badge) => badge.upper)) + 1;
}
