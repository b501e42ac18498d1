import type { Badge } from './badge.ts';

/** What the range check needs of a badge; a badge not stored yet has no id. */
export type RangedBadge = Pick<Badge, 'nameTr' | 'nameEn' | 'lower' | 'upper'> & {
  readonly id: string | null;
};

/**
 * One reason the set of badge ranges is refused (4044), naming the badges concerned:
 * - `overlap`: two badges both claim the scores `from`…`to`;
 * - `gap`: no badge holds the scores `from`…`to`, between the two badges named;
 * - `emptyRange`: a badge was left without a score (its lower bound passed its upper one), which
 *   only moving its neighbours can cause.
 */
export interface BadgeRangeProblem {
  readonly kind: 'overlap' | 'gap' | 'emptyRange';
  readonly badges: readonly RangedBadge[];
  readonly from: number;
  readonly to: number;
}

const byRange = (a: RangedBadge, b: RangedBadge) =>
  a.lower - b.lower || a.upper - b.upper || (a.nameTr < b.nameTr ? -1 : a.nameTr > b.nameTr ? 1 : 0);

/**
 * Why a set of badges cannot stand: every score between the lowest lower bound and the highest
 * upper bound must belong to exactly one badge (docs/product-rules.md §11: "the one whose inclusive [lower,
 * upper] score range contains the score"). Bounds are whole numbers, inclusive, so [0, 9] and
 * [10, 29] meet without a gap. An empty set is fine: there are simply no badges.
 */
export function badgeRangeProblems(badges: readonly RangedBadge[]): BadgeRangeProblem[] {
  const problems: BadgeRangeProblem[] = [];
  const sorted = [...badges].sort(byRange);
  const ranged = sorted.filter((badge) => {
    if (badge.lower <= badge.upper) return true;
    problems.push({ kind: 'emptyRange', badges: [badge], from: badge.lower, to: badge.upper });
    return false;
  });

  // Every pair (the lists are short): a wide badge may overlap several narrow ones.
  for (const [index, first] of ranged.entries()) {
    for (const second of ranged.slice(index + 1)) {
      if (second.lower > first.upper) break;
      problems.push({
        kind: 'overlap',
        badges: [first, second],
        from: second.lower,
        to: Math.min(first.upper, second.upper),
      });
    }
  }

  // A sweep from the lowest bound up: a gap is where the next badge starts beyond the highest
  // upper bound reached so far.
  let reach: RangedBadge | null = null;
  for (const badge of ranged) {
    if (reach && badge.lower > reach.upper + 1) {
      problems.push({ kind: 'gap', badges: [reach, badge], from: reach.upper + 1, to: badge.lower - 1 });
    }
    if (!reach || badge.upper > reach.upper) reach = badge;
  }
  return problems;
}

/**
 * The other badges with their facing bounds moved to meet `range`, as an administrator may ask when
 * adding or changing a badge ("adjust the neighbours"): the badge just below `range` (the highest
 * lower bound under `range.lower`) ends at `range.lower − 1`, and the badge just above it (the lowest
 * lower bound from `range.lower` up) starts at `range.upper + 1`. Nothing else moves, so a range
 * that swallows a whole badge still fails the check, and so does one that empties a neighbour.
 */
export function fitNeighbours<T extends RangedBadge>(
  others: readonly T[],
  range: Pick<RangedBadge, 'lower' | 'upper'>,
): T[] {
  const below = others
    .filter((badge) => badge.lower < range.lower)
    .sort(byRange)
    .at(-1);
  const above = others.filter((badge) => badge.lower >= range.lower).sort(byRange)[0];
  return others.map((badge) => {
    if (badge === below) return { ...badge, upper: range.lower - 1 };
    if (badge === above) return { ...badge, lower: range.upper + 1 };
    return badge;
  });
}
