import type { OrderListItemView, OrderView } from '../contracts/orders.ts';
import type { OrderDetails } from './domain/order.ts';

export function orderView(order: OrderDetails): OrderView {
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    membershipPackageId: order.membershipPackageId,
    packageCode: order.packageCode,
    packageNameTr: order.packageNameTr,
    packageNameEn: order.packageNameEn,
    periodMonths: order.periodMonths,
    priceUsd: order.priceUsd,
    currency: order.currency,
    method: order.method,
    note: order.note,
    grantedByName: order.grantedByName,
    startsAt: order.startsAt.toISOString(),
    endsAt: order.endsAt.toISOString(),
    createdAt: order.createdAt.toISOString(),
  };
}

/** An order as the back office lists it: the member's view, with the buyer and the payment. */
export function orderListItemView(order: OrderDetails): OrderListItemView {
  return {
    ...orderView(order),
    accountId: order.accountId,
    buyerName: order.buyerName,
    buyerEmail: order.buyerEmail,
    provider: order.provider,
    providerReference: order.providerReference,
  };
}
