import { noInput } from '../contracts/common.ts';
import { renewalPreviewSchema } from '../contracts/orders.ts';
import { ownMembershipNow, scheduleAfterBuying, stretchView } from '../membership/membership-schedule.ts';
import { defineUseCase } from '../shared/use-case.ts';

/**
 * `payment/renewalpreview`: before paying, what each package on sale would give the signed-in
 * member: its months (from the later of now and the membership's end, as the order will add them)
 * and the whole membership after, level by level ("coach level until 28 May 2027, then coachee
 * level until 28 November 2027"). The renewal page shows this; it never works the rule out itself.
 */
export const previewRenewal = defineUseCase({
  name: 'payment.renewalPreview',
  summary: 'What buying each package on sale would give you: its dates and your levels after, before paying',
  access: 'packages.buy',
  input: noInput,
  output: renewalPreviewSchema,
  errors: [],
  async run({ ctx }) {
    const { account, now, own, current } = await ownMembershipNow(ctx);
    const ownCoachLevel = own?.coachLevel ?? false;
    return (await ctx.repositories.membershipPackages.listForSale()).map((offer) => {
      const after = scheduleAfterBuying(current, account, ownCoachLevel, offer, now);
      return {
        membershipPackageId: offer.id,
        startsAt: after.startsAt.toISOString(),
        endsAt: after.endsAt.toISOString(),
        schedule: after.schedule.map(stretchView),
      };
    });
  },
});
