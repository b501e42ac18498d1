import { recordAudit } from '../audit/record-audit.ts';
import type { AuditAction } from '../contracts/audit.ts';
import type { BadgeRangeProblems, BadgeView } from '../contracts/badges.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { TransactionContext } from '../ports/unit-of-work.ts';
import type { UseCaseContext } from '../shared/context.ts';
import type { Badge, NewBadge } from './domain/badge.ts';
import { badgeRangeProblems, type RangedBadge } from './domain/badge-ranges.ts';

/** The audit log's name for badges. */
export const badgeEntity = 'badge';

export function toBadgeView(badge: Badge): BadgeView {
  return {
    accountBadgeId: badge.id,
    nameTr: badge.nameTr,
    nameEn: badge.nameEn,
    descriptionTr: badge.descriptionTr,
    descriptionEn: badge.descriptionEn,
    lower: badge.lower,
    upper: badge.upper,
  };
}

/**
 * Refuses (4005, naming the field) a name another badge already has. Checked under the badge lock,
 * ignoring case in the name's own language (`Altın` and `ALTIN` are one name); the database's unique
 * indexes stay as the last guard.
 */
export function assertNamesFree(others: readonly Badge[], badge: Pick<NewBadge, 'nameTr' | 'nameEn'>): void {
  const same = (a: string, b: string, locale: string) =>
    a.toLocaleLowerCase(locale) === b.toLocaleLowerCase(locale);
  if (others.some((other) => same(other.nameTr, badge.nameTr, 'tr'))) {
    throw new DomainError('nameTaken', { field: 'nameTr' });
  }
  if (others.some((other) => same(other.nameEn, badge.nameEn, 'en'))) {
    throw new DomainError('nameTaken', { field: 'nameEn' });
  }
}

/** Refuses (4044, with every problem and the badges it concerns) a set of ranges that cannot stand. */
export function assertRangesFit(badges: readonly RangedBadge[]): void {
  const problems = badgeRangeProblems(badges);
  if (problems.length === 0) return;
  const data: BadgeRangeProblems = {
    problems: problems.map(({ kind, badges: concerned, from, to }) => ({
      kind,
      from,
      to,
      badges: concerned.map(({ id, nameTr, nameEn, lower, upper }) => ({
        accountBadgeId: id,
        nameTr,
        nameEn,
        lower,
        upper,
      })),
    })),
  };
  throw new DomainError('badgeRangesInvalid', data);
}

/**
 * Stores the neighbours whose bounds moved to make room (`after` against `before`), each with its
 * own audit entry, so the log tells why a badge nobody edited has new bounds.
 */
export async function saveMovedNeighbours(
  tx: TransactionContext,
  ctx: UseCaseContext,
  action: AuditAction,
  before: readonly Badge[],
  after: readonly Badge[],
): Promise<void> {
  for (const moved of after) {
    const previous = before.find((badge) => badge.id === moved.id);
    if (!previous || (previous.lower === moved.lower && previous.upper === moved.upper)) continue;
    await tx.repositories.badges.update(moved);
    await recordAudit(tx, ctx, {
      action,
      entityType: badgeEntity,
      entityId: moved.id,
      before: previous,
      after: moved,
    });
  }
}
