/** A badge names a score range: a member holds the badge whose [lower, upper] contains the score. */
export interface Badge {
  readonly id: string;
  readonly nameTr: string;
  readonly nameEn: string;
  readonly lower: number;
  readonly upper: number;
  readonly descriptionTr: string;
  readonly descriptionEn: string;
}

export type NewBadge = Omit<Badge, 'id'>;

/**
 * The badge for `score`. Ranges are inclusive at both ends; should ranges overlap, the one with
 * the highest lower bound wins (the more advanced badge), then the name decides, so the answer
 * never depends on storage order.
 */
export function badgeForScore<T extends Pick<Badge, 'lower' | 'upper' | 'nameTr'>>(
  badges: readonly T[],
  score: number,
): T | null {
  const matching = badges.filter((badge) => badge.lower <= score && score <= badge.upper);
  matching.sort((a, b) => b.lower - a.lower || a.nameTr.localeCompare(b.nameTr));
  return matching[0] ?? null;
}

/** The badge for `score` as the API names it (`BadgeReference`), or null outside every range. */
export function badgeReference(badges: readonly Badge[], score: number) {
  const badge = badgeForScore(badges, score);
  return badge ? { accountBadgeId: badge.id, nameTr: badge.nameTr, nameEn: badge.nameEn } : null;
}
