import type { CheckoutResult } from '../contracts/payments.ts';
import type { UseCaseContext } from '../shared/context.ts';
import type { Checkout } from './domain/checkout.ts';

/** `ayse@example.com` → `a•••@example.com`: enough to say where the mail went, not whose it is. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

/** The result page's view of a checkout: what was bought, and the order or the failure. */
export async function checkoutResultOf(ctx: UseCaseContext, checkout: Checkout): Promise<CheckoutResult> {
  const { repositories } = ctx;
  const [membershipPackage, order, account] = await Promise.all([
    repositories.membershipPackages.findById(checkout.membershipPackageId),
    checkout.status === 'paid' ? repositories.orders.findByCheckoutId(checkout.id) : null,
    repositories.accounts.findById(checkout.accountId),
  ]);
  if (!membershipPackage) throw new Error(`checkout ${checkout.id}: its package is gone`);
  return {
    token: checkout.token,
    status: checkout.status,
    purpose: checkout.purpose,
    membershipPackage: {
      membershipPackageId: membershipPackage.id,
      code: membershipPackage.code,
      nameTr: membershipPackage.nameTr,
      nameEn: membershipPackage.nameEn,
      periodMonths: membershipPackage.periodMonths,
      coachLevel: membershipPackage.coachLevel,
    },
    priceUsd: checkout.priceUsd,
    currency: checkout.currency,
    order: order ? { orderNumber: order.orderNumber, subscriptionEndDate: order.endsAt.toISOString() } : null,
    failure:
      checkout.failureCode !== null
        ? { code: checkout.failureCode, message: checkout.failureMessage ?? checkout.failureCode }
        : null,
    emailVerified: account?.emailVerifiedAt !== null && account !== null,
    maskedEmail: maskEmail(account?.email ?? ''),
  };
}
