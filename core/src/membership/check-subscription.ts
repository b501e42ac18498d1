import { noInput } from '../contracts/common.ts';
import { subscriptionStatusSchema } from '../contracts/orders.ts';
import { DomainError } from '../errors/domain-error.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import {
  isMembershipActive,
  isMembershipExpiringSoon,
  membershipDaysLeft,
} from './domain/subscription-period.ts';

/** `accounts/checkaccountsubscription`: the signed-in member's membership as the pages show it. */
export const checkSubscription = defineUseCase({
  name: 'accounts.checkSubscription',
  summary: 'Your membership now: active or not, its end date, days left and package',
  access: 'settings.own',
  input: noInput,
  output: subscriptionStatusSchema,
  errors: [],
  async run({ ctx }) {
    const actor = assertSignedIn(ctx.actor);
    const account = await ctx.repositories.accounts.findById(actor.accountId);
    if (!account) throw new DomainError('unauthorized');
    const now = ctx.clock.now();
    const held = account.membershipPackageId
      ? await ctx.repositories.membershipPackages.findById(account.membershipPackageId)
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
    };
  },
});
