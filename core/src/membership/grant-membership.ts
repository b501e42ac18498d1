import { fullNameOf } from '../accounts/domain/account.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { grantedMembershipSchema, grantMembershipInputSchema } from '../contracts/orders.ts';
import { DomainError } from '../errors/domain-error.ts';
import { isForSale } from '../packages/membership-package.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { orderView } from './order-view.ts';
import { recordOrder } from './record-order.ts';

/**
 * An administrator records a membership paid outside the card flow (a bank transfer, a
 * scholarship): an order with method `manual`, the note saying why, and an audit entry. It extends
 * the membership exactly like a card payment and mails the same receipt.
 */
export const grantMembership = defineUseCase({
  name: 'orders.grant',
  summary: 'Grant a membership package by hand (e.g. paid by bank transfer), recorded as a manual order',
  access: 'orders.grant',
  input: grantMembershipInputSchema,
  output: grantedMembershipSchema,
  errors: ['userNotFound', 'recordNotFound', 'packageNotForSale', 'membershipNotForStaff'],
  success: 'recordAdded',
  async run({ ctx, input }) {
    const actor = assertSignedIn(ctx.actor);
    return ctx.unitOfWork.run(async (tx) => {
      const membershipPackage = await tx.repositories.membershipPackages.findById(input.membershipPackageId);
      if (!membershipPackage) throw new DomainError('recordNotFound');
      if (!isForSale(membershipPackage)) throw new DomainError('packageNotForSale');
      const { order, account } = await recordOrder(tx, {
        accountId: input.accountId,
        membershipPackage,
        method: 'manual',
        priceUsd: membershipPackage.priceUsd,
        currency: 'USD',
        payment: null,
        note: input.note,
        grantedByAccountId: actor.accountId,
        at: ctx.clock.now(),
      });
      await recordAudit(tx, ctx, {
        action: 'orders.grant',
        entityType: 'account',
        entityId: account.id,
        after: { order, subscriptionEndDate: account.subscriptionEndDate },
      });
      return {
        order: orderView({
          ...order,
          packageCode: membershipPackage.code,
          packageNameTr: membershipPackage.nameTr,
          packageNameEn: membershipPackage.nameEn,
          grantedByName: fullNameOf(actor.account),
        }),
        subscriptionEndDate: (account.subscriptionEndDate ?? order.endsAt).toISOString(),
      };
    });
  },
});
