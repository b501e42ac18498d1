import type { Account } from '../accounts/domain/account.ts';
import type { LevelStretchView } from '../contracts/orders.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { MembershipPeriodWithLevel, OrderReads } from '../ports/order-repository.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import type { UseCaseContext } from '../shared/context.ts';
import {
  type LevelPeriod,
  type LevelStretch,
  levelSchedule,
  packageIdAt,
} from './domain/membership-period.ts';
import { extendMembership } from './domain/subscription-period.ts';

/** A member's periods and what they say at `now`: the package in force and the schedule ahead. */
export interface MembershipNow {
  readonly periods: readonly MembershipPeriodWithLevel[];
  /** The package of the period covering now (ADR 0031), else the account's own. */
  readonly packageIdNow: string | null;
  readonly schedule: readonly LevelStretch[];
}

/** Reads a member's periods once and derives, by the one rule, what the pages show. */
export async function membershipNow(
  orders: Pick<OrderReads, 'listPeriods'>,
  account: Pick<Account, 'id' | 'membershipPackageId' | 'subscriptionEndDate'>,
  now: Date,
  ownCoachLevel: boolean,
): Promise<MembershipNow> {
  const periods = await orders.listPeriods(account.id);
  return {
    periods,
    packageIdNow: packageIdAt(account, periods, now),
    schedule: levelSchedule(withAccountTail(periods, account, ownCoachLevel), now),
  };
}

/**
 * The signed-in member's account, its own package, the time and what the membership holds now:
 * where the membership card and the renewal preview both start.
 */
export async function ownMembershipNow(ctx: UseCaseContext) {
  const actor = assertSignedIn(ctx.actor);
  const account = await ctx.repositories.accounts.findById(actor.accountId);
  if (!account) throw new DomainError('unauthorized');
  const now = ctx.clock.now();
  const packages = ctx.repositories.membershipPackages;
  const own = account.membershipPackageId ? await packages.findById(account.membershipPackageId) : null;
  const current = await membershipNow(ctx.repositories.orders, account, now, own?.coachLevel ?? false);
  return { account, now, own, current };
}

/**
 * The periods with, for a membership whose end lies beyond every period (set by hand before
 * periods existed), the days after the last period at the account's own package, as the level
 * rule reads them.
 */
function withAccountTail(
  periods: readonly LevelPeriod[],
  account: Pick<Account, 'subscriptionEndDate'>,
  ownCoachLevel: boolean,
): LevelPeriod[] {
  const end = account.subscriptionEndDate;
  const lastEnd = periods.reduce((latest, period) => Math.max(latest, period.endsAt.getTime()), 0);
  if (!end || end.getTime() <= lastEnd) return [...periods];
  // After the last period (or without any), the account's package decides.
  return [...periods, { startsAt: new Date(lastEnd), endsAt: end, coachLevel: ownCoachLevel }];
}

/**
 * What buying `periodMonths` at a package of `coachLevel` would give: the new period (from the
 * later of now and the membership's end, as recordOrder adds it) and the whole schedule after.
 */
export function scheduleAfterBuying(
  current: MembershipNow,
  account: Pick<Account, 'subscriptionEndDate'>,
  ownCoachLevel: boolean,
  bought: { readonly coachLevel: boolean; readonly periodMonths: number },
  now: Date,
): { readonly startsAt: Date; readonly endsAt: Date; readonly schedule: readonly LevelStretch[] } {
  const period = extendMembership(account.subscriptionEndDate, now, bought.periodMonths);
  const before = withAccountTail(current.periods, account, ownCoachLevel);
  return {
    ...period,
    schedule: levelSchedule([...before, { ...period, coachLevel: bought.coachLevel }], now),
  };
}

export const stretchView = (stretch: LevelStretch): LevelStretchView => ({
  coachLevel: stretch.coachLevel,
  startsAt: stretch.startsAt.toISOString(),
  endsAt: stretch.endsAt.toISOString(),
});
