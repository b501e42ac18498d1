import { mailVerificationLink } from '../accounts/verification-link.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { DomainError } from '../errors/domain-error.ts';
import { mayHoldMembership, recordOrder } from '../membership/record-order.ts';
import type { UseCaseContext } from '../shared/context.ts';
import type { Checkout } from './domain/checkout.ts';
import { decideSettlement } from './domain/settlement.ts';

/**
 * Settles the checkout of `token` once, however often and however concurrently it is asked
 * (docs/product-rules.md §4: retrieve is idempotent). A settled checkout answers at once, without asking the
 * provider. Otherwise the provider is asked outside any transaction, and the outcome is written
 * under the checkout's row lock: the first caller to get the lock writes; the ones queued behind
 * it find the checkout settled and write nothing. The unique order per checkout is the second wall.
 */
export async function settleCheckout(ctx: UseCaseContext, token: string): Promise<Checkout> {
  const found = await ctx.repositories.checkouts.findByToken(token);
  if (!found) throw new DomainError('recordNotFound');
  if (found.status !== 'pending') return found;
  const outcome = await ctx.paymentGateway.retrieveCheckout(token, { locale: found.locale });
  if (outcome.status === 'pending') return found;

  return ctx.unitOfWork.run(async (tx) => {
    const checkout = await tx.repositories.checkouts.findByTokenForUpdate(token);
    if (!checkout) throw new DomainError('recordNotFound');
    if (checkout.status !== 'pending') return checkout;
    const payer = await tx.repositories.accounts.findByIdForUpdate(checkout.accountId);
    const settlement = decideSettlement(checkout, outcome, ctx.clock.now(), {
      mayHoldMembership: payer !== null && mayHoldMembership(payer.accountRoleType),
    });
    await tx.repositories.checkouts.settle(checkout.id, settlement);
    const settled: Checkout = { ...checkout, ...settlement };

    if (settlement.status === 'refused') {
      // Money was taken that does not match the package: the back office must see it to refund.
      await recordAudit(tx, ctx, {
        action: 'payment.refused',
        entityType: 'checkout',
        entityId: checkout.id,
        after: { ...settled, reason: settlement.failureCode },
      });
    }
    if (settlement.status !== 'paid') return settled;

    const membershipPackage = await tx.repositories.membershipPackages.findById(checkout.membershipPackageId);
    if (!membershipPackage) throw new Error(`checkout ${checkout.id}: its package is gone`);
    const { account } = await recordOrder(tx, {
      accountId: checkout.accountId,
      membershipPackage,
      method: 'card',
      priceUsd: checkout.priceUsd,
      currency: checkout.currency,
      payment: {
        checkoutId: checkout.id,
        provider: checkout.provider,
        providerReference: settlement.providerPaymentId,
      },
      note: null,
      grantedByAccountId: null,
      at: settlement.settledAt,
    });
    // The registration's mail: a new member verifies the address once the membership is paid.
    if (checkout.purpose === 'registration' && account.emailVerifiedAt === null) {
      await mailVerificationLink(tx, ctx, account);
    }
    return settled;
  });
}
