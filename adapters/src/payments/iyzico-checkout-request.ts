import type { CheckoutBuyer, InitializeCheckoutRequest } from '@coach/core';
import { toIyzicoPrice } from './iyzico-amounts.ts';

/** A moment as iyzico's buyer dates want it, "YYYY-MM-DD HH:mm:ss", in Turkish time (iyzico's own). */
export function toIyzicoDateTime(moment: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Istanbul',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

function address(buyer: CheckoutBuyer) {
  return {
    contactName: `${buyer.name} ${buyer.surname}`,
    city: buyer.city,
    country: buyer.country,
    address: buyer.address,
  };
}

/**
 * The body of "checkout form initialize" (docs.iyzico.com CF-Initialize; field names as iyzipay-node
 * CreateCheckoutFormInitializeRequest sends them). One virtual basket item, the package, at the
 * whole price: iyzico requires the basket to add up to `price`, and `paidPrice` equal to it since
 * we offer no instalments (installment fees would raise it). `PRODUCT`, not `SUBSCRIPTION`: a
 * package is bought once for a period; iyzico's recurring subscriptions are another product.
 */
export function checkoutFormInitializeBody(request: InitializeCheckoutRequest, callbackUrl: string) {
  const price = toIyzicoPrice(request.price);
  const { buyer } = request;
  return {
    locale: request.locale,
    conversationId: request.conversationId,
    price,
    paidPrice: price,
    currency: request.currency,
    basketId: request.conversationId,
    paymentGroup: 'PRODUCT',
    callbackUrl,
    enabledInstallments: [1],
    buyer: {
      id: buyer.id,
      name: buyer.name,
      surname: buyer.surname,
      // Optional fields are left out rather than sent empty: iyzico validates what it is given.
      ...(buyer.phone ? { gsmNumber: buyer.phone } : {}),
      email: buyer.email,
      identityNumber: buyer.identityNumber,
      ...(buyer.lastLoginAt ? { lastLoginDate: toIyzicoDateTime(buyer.lastLoginAt) } : {}),
      registrationDate: toIyzicoDateTime(buyer.registeredAt),
      registrationAddress: buyer.address,
      ip: buyer.ip,
      city: buyer.city,
      country: buyer.country,
    },
    shippingAddress: address(buyer),
    billingAddress: address(buyer),
    basketItems: [
      {
        id: request.item.id,
        name: request.item.name,
        category1: request.item.category,
        itemType: 'VIRTUAL',
        price,
      },
    ],
  };
}
