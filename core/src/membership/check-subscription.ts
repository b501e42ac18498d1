import { noInput } from '../contracts/common.ts';
import { subscriptionStatusSchema } from '../contracts/orders.ts';
import { defineUseCase } from '../shared/use-case.ts';
import {
  isMembershipActive,
  isMembershipExpiringSoon,
  membershipDaysLeft,
} from './domain/subscription-period.ts';
import { ownMembershipNow, stretchView } from './membership-schedule.ts';

/**
 * `accounts/checkaccountsubscription`: the signed-in member's membership as the pages show it. The
 * package is the one in force now (ADR 0031: the period covering today), and the schedule says
 * what follows, level by level.
 */
export const checkSubscription = defineUseCase({
  name: 'accounts.checkSubscription',
  summary:
    'Your membership now: active or not, its end date, days left, the package in force and what follows',
  access: 'settings.own',
  input: noInput,
  output: subscriptionStatusSchema,
  errors: [],
  async run({ ctx }) {
    const { account, now, own, current } = await ownMembershipNow(ctx);
    const held =
      current.packageIdNow === own?.id
        ? own
        : current.packageIdNow
          ? await ctx.repositories.membershipPackages.findById(current.packageIdNow)
          : null;
    const daysLeft = membershipDaysLeft(account.subscriptionEndDate, now);
    return {
      active: isMembershipActive(account.subscriptionEndDate, now),
      subscriptionEndDate: account.subscriptionEndDate?.toISOString() ?? null,
      daysLeft,
      expiringSoon: isMembershipExpiringSoon(account.subscriptionEndDate, now),
      membershipPackage: held
        ? {
            membershipPackageId: held.id,
            code: held.code,
            nameTr: held.nameTr,
            nameEn: held.nameEn,
            coachLevel: held.coachLevel,
          }
        : null,
      schedule: current.schedule.map(stretchView),
    };
  },
});
