import { type Account, fullNameOf } from '../accounts/domain/account.ts';
import type { AccountRoleType } from '../contracts/account-values.ts';
import type { OrderMethod } from '../contracts/orders.ts';
import type { PaymentProvider } from '../contracts/payments.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { MembershipPackage } from '../packages/membership-package.ts';
import type { TransactionContext } from '../ports/unit-of-work.ts';
import type { Order } from './domain/order.ts';
import { extendMembership } from './domain/subscription-period.ts';

/** Members and guests hold memberships; administrators' and salesmen's accounts do not. */
export function mayHoldMembership(role: AccountRoleType): boolean {
  return role === 'User' || role === 'Guest';
}

export interface OrderToRecord {
  readonly accountId: string;
  readonly membershipPackage: MembershipPackage;
  readonly method: OrderMethod;
  /** What was charged (a card order: the checkout's price) or recorded (by hand: the package's price). */
  readonly priceUsd: string;
  readonly currency: string;
  /** How a card order was paid: the checkout it settled, at which provider, under which reference. */
  readonly payment: {
    readonly checkoutId: string;
    readonly provider: PaymentProvider;
    readonly providerReference: string | null;
  } | null;
  readonly note: string | null;
  readonly grantedByAccountId: string | null;
  readonly at: Date;
}

/**
 * Records a bought or granted membership period, in the caller's unit of work: the order, its
 * period (from the later of now and the current end, ADR 0031: it follows the running one, whose
 * level holds until it ends), the account's new end and last package, a guest turned member, and
 * the receipt mail. The account's row lock comes first, so two orders for one member at once
 * extend one after the other, never from the same end.
 */
export async function recordOrder(
  { repositories }: TransactionContext,
  order: OrderToRecord,
): Promise<{ readonly order: Order; readonly account: Account }> {
  const account = await repositories.accounts.findByIdForUpdate(order.accountId);
  if (!account) throw new DomainError('userNotFound');
  if (!mayHoldMembership(account.accountRoleType)) throw new DomainError('membershipNotForStaff');
  const { membershipPackage: bought, at } = order;
  const period = extendMembership(account.subscriptionEndDate, at, bought.periodMonths);
  const created = await repositories.orders.insert({
    accountId: account.id,
    buyerName: fullNameOf(account),
    buyerEmail: account.email,
    membershipPackageId: bought.id,
    checkoutId: order.payment?.checkoutId ?? null,
    provider: order.payment?.provider ?? null,
    providerReference: order.payment?.providerReference ?? null,
    method: order.method,
    periodMonths: bought.periodMonths,
    priceUsd: order.priceUsd,
    currency: order.currency,
    note: order.note,
    grantedByAccountId: order.grantedByAccountId,
    startsAt: period.startsAt,
    endsAt: period.endsAt,
    createdAt: at,
  });
  await repositories.orders.insertPeriod({
    accountId: account.id,
    membershipPackageId: bought.id,
    orderId: created.id,
    startsAt: period.startsAt,
    endsAt: period.endsAt,
    createdAt: at,
  });
  // The account keeps the membership's end and its LAST package; the level on a day is read from
  // the period covering it (coachLevelAt), so a running coach period keeps its level.
  const updated = await repositories.accounts.update(account.id, {
    subscriptionEndDate: period.endsAt,
    membershipPackageId: bought.id,
    // A guest who buys a package becomes a member (docs/product-rules.md §1).
    ...(account.accountRoleType === 'Guest' ? { accountRoleType: 'User' as const } : {}),
  });
  await repositories.outbox.enqueue({
    template: 'orderReceipt',
    data: {
      name: fullNameOf(account),
      orderNumber: created.orderNumber,
      packageNameTr: bought.nameTr,
      packageNameEn: bought.nameEn,
      periodMonths: created.periodMonths,
      priceUsd: created.priceUsd,
      currency: created.currency,
      method: created.method,
      orderedAt: at.toISOString(),
      startsAt: period.startsAt.toISOString(),
      endsAt: period.endsAt.toISOString(),
    },
    recipient: account.email,
    language: account.language,
    createdAt: at,
  });
  return { order: created, account: updated ?? account };
}
