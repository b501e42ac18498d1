import type { OrderMethod } from '../../contracts/orders.ts';
import type { CheckoutStatus, PaymentProvider } from '../../contracts/payments.ts';

/**
 * A bought or granted membership period: a record of money, kept when the account is deleted
 * (`accountId` becomes null; the buyer's name and e-mail stay).
 */
export interface Order {
  readonly id: string;
  readonly orderNumber: number;
  readonly accountId: string | null;
  readonly buyerName: string;
  readonly buyerEmail: string;
  readonly membershipPackageId: string;
  /** The card checkout it settled; null for an order granted by hand (or once the buyer's account, and its checkouts, went). */
  readonly checkoutId: string | null;
  /** The payment provider of a card order, kept with the order: a record of money outlives its checkout. */
  readonly provider: PaymentProvider | null;
  /** The provider's own reference of the payment, to find it in the provider's panel. */
  readonly providerReference: string | null;
  readonly method: OrderMethod;
  readonly periodMonths: number;
  readonly priceUsd: string;
  readonly currency: string;
  readonly note: string | null;
  readonly grantedByAccountId: string | null;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly createdAt: Date;
}

export type NewOrder = Omit<Order, 'id' | 'orderNumber'>;

/** An order with what the pages show beside it: its package's names and who granted it. */
export interface OrderDetails extends Order {
  readonly packageCode: string;
  readonly packageNameTr: string;
  readonly packageNameEn: string;
  readonly grantedByName: string | null;
}

/** What the back office's orders list asks for (`OrderReads.search`). */
export interface OrderSearch extends OrderMatch {
  readonly oldestFirst: boolean;
  readonly offset: number;
  readonly limit: number;
}

/** Which orders the list's filters find (the list's page, and an export of them all). */
export interface OrderMatch {
  /** Words of the buyer's name or e-mail (each must appear), or the order's number. */
  readonly search: string;
  /** From this instant on (an Istanbul day's start). */
  readonly createdFrom?: Date;
  /** Before this instant (the start of the day after the last one asked for). */
  readonly createdBefore?: Date;
  readonly membershipPackageId?: string;
  readonly method?: OrderMethod;
  /** Card orders paid through this provider. */
  readonly provider?: PaymentProvider;
}

/** Where an export's keyset batch of orders starts: after this order, newest first. */
export type OrderKey = Pick<Order, 'createdAt' | 'orderNumber'>;

/** One order with the checkout it settled and the membership period it added, for its own page. */
export interface OrderWithPayment {
  readonly order: OrderDetails;
  readonly checkout: {
    readonly status: CheckoutStatus;
    readonly createdAt: Date;
    readonly settledAt: Date | null;
    readonly locale: string;
  } | null;
  readonly period: { readonly startsAt: Date; readonly endsAt: Date } | null;
}
