/**
 * A stretch of membership at one package: what an order (or an administrator's correction) added.
 * A member's periods follow one another (each starts where the one before ends), so the months
 * already paid for at one level are never replaced by months bought at another.
 */
export interface MembershipPeriod {
  readonly id: string;
  readonly accountId: string;
  readonly membershipPackageId: string;
  /** The order that added it; null for a period set by an administrator's correction or carried over from before periods existed. */
  readonly orderId: string | null;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly createdAt: Date;
}

export type NewMembershipPeriod = Omit<MembershipPeriod, 'id'>;

/** What the level rule reads of a period: when, and whether its package is coach level. */
export interface LevelPeriod {
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly coachLevel: boolean;
}

/**
 * The period covering `at` (it starts at or before `at` and ends after it). Periods never overlap;
 * should two ever do, the one that started last decides.
 */
export function periodCovering<T extends Pick<LevelPeriod, 'startsAt' | 'endsAt'>>(
  periods: readonly T[],
  at: Date,
): T | null {
  let found: T | null = null;
  for (const period of periods) {
    if (period.startsAt.getTime() > at.getTime() || period.endsAt.getTime() <= at.getTime()) continue;
    if (!found || period.startsAt.getTime() > found.startsAt.getTime()) found = period;
  }
  return found;
}

/**
 * THE rule of levels (ADR 0031): a member's level on a day is the level of the period that covers
 * it. Outside every period (an end date an administrator set before periods existed) the account's
 * own package decides, as it did before. Permissions, pages, reminders and exports all ask here.
 */
export function coachLevelAt(
  membership: { readonly coachLevel: boolean; readonly periods: readonly LevelPeriod[] },
  at: Date,
): boolean {
  return periodCovering(membership.periods, at)?.coachLevel ?? membership.coachLevel;
}

/** The package in force at `at`, by the same rule: the covering period's, else the account's own. */
export function packageIdAt(
  account: { readonly membershipPackageId: string | null },
  periods: readonly Pick<MembershipPeriod, 'startsAt' | 'endsAt' | 'membershipPackageId'>[],
  at: Date,
): string | null {
  return periodCovering(periods, at)?.membershipPackageId ?? account.membershipPackageId;
}

/** A stretch of days at one level, as the renewal page and the membership card say it. */
export interface LevelStretch {
  readonly coachLevel: boolean;
  readonly startsAt: Date;
  readonly endsAt: Date;
}

/**
 * What the member holds from `now` on: the periods not yet ended, cut to start no earlier than now,
 * in order, neighbours at the same level joined ("coach level until 28 May 2027, then coachee level
 * until 28 November 2027").
 */
export function levelSchedule(periods: readonly LevelPeriod[], now: Date): LevelStretch[] {
  const ahead = periods
    .filter((period) => period.endsAt.getTime() > now.getTime())
    .map((period) => ({
      coachLevel: period.coachLevel,
      startsAt: period.startsAt.getTime() > now.getTime() ? period.startsAt : now,
      endsAt: period.endsAt,
    }))
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const stretches: LevelStretch[] = [];
  for (const period of ahead) {
    const last = stretches.at(-1);
    if (last && last.coachLevel === period.coachLevel && last.endsAt.getTime() >= period.startsAt.getTime()) {
      stretches[stretches.length - 1] = {
        ...last,
        endsAt: new Date(Math.max(last.endsAt.getTime(), period.endsAt.getTime())),
      };
    } else stretches.push(period);
  }
  return stretches;
}

/** The changes that make a member's periods agree with an end date and package an administrator set. */
export interface PeriodCorrection {
  readonly remove: readonly string[];
  readonly update: readonly {
    readonly id: string;
    readonly endsAt?: Date;
    readonly membershipPackageId?: string;
  }[];
  readonly add: {
    readonly membershipPackageId: string;
    readonly startsAt: Date;
    readonly endsAt: Date;
  } | null;
  /** The package of the last unended period afterwards (the account's package), null when none runs. */
  readonly lastPackageId: string | null;
}

/**
 * An administrator who edits an account's end date or package edits its LAST period (the account
 * holds the membership's end and its last package): a shorter end cuts the periods there, a longer
 * one continues the last period (or adds one at the account's package from the later of now and
 * the last end), a package set anew is the last unended period's. Periods already ended are
 * history and stay; periods before the last keep their level, so a correction of the end never
 * takes away coach months already paid for (a shorter end may make an earlier period the last:
 * its package becomes the account's).
 */
export function correctPeriods(
  periods: readonly MembershipPeriod[],
  account: { readonly subscriptionEndDate: Date | null; readonly membershipPackageId: string | null },
  now: Date,
  packageChanged: boolean,
): PeriodCorrection {
  const end = account.subscriptionEndDate;
  const remove: string[] = [];
  const update = new Map<string, { endsAt?: Date; membershipPackageId?: string }>();
  const kept: MembershipPeriod[] = [];
  const cutAt = end && end.getTime() > now.getTime() ? end : now;
  for (const period of [...periods].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())) {
    if (period.endsAt.getTime() <= now.getTime()) continue; // history
    if (period.startsAt.getTime() >= cutAt.getTime()) remove.push(period.id);
    else if (period.endsAt.getTime() > cutAt.getTime()) {
      update.set(period.id, { endsAt: cutAt });
      kept.push({ ...period, endsAt: cutAt });
    } else kept.push(period);
  }
  let add: PeriodCorrection['add'] = null;
  const last = kept.at(-1);
  const packageId = account.membershipPackageId;
  if (packageChanged && last && packageId && last.membershipPackageId !== packageId) {
    update.set(last.id, { ...update.get(last.id), membershipPackageId: packageId });
  }
  if (end && packageId && end.getTime() > now.getTime()) {
    const lastEnd = last ? last.endsAt : now;
    if (end.getTime() > lastEnd.getTime()) {
      if (last) update.set(last.id, { ...update.get(last.id), endsAt: end });
      else add = { membershipPackageId: packageId, startsAt: now, endsAt: end };
    }
  }
  const lastPackageId = add
    ? add.membershipPackageId
    : packageChanged
      ? packageId
      : (last?.membershipPackageId ?? null);
  return { remove, update: [...update].map(([id, changes]) => ({ id, ...changes })), add, lastPackageId };
}
