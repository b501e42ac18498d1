import type { OrderMethod } from '../../contracts/orders.ts';

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
  /** The card checkout it settled; null for an order granted by hand. */
  readonly checkoutId: string | null;
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
