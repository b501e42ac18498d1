import type { NewOrder, Order, OrderDetails } from '../membership/domain/order.ts';

export interface OrderReads {
  /** The account's orders, newest first. */
  listByAccount(accountId: string): Promise<OrderDetails[]>;
  findByCheckoutId(checkoutId: string): Promise<OrderDetails | null>;
}

export interface OrderRepository extends OrderReads {
  /** Gives the order its number; a second order for one checkout violates a unique index (thrown as is). */
  insert(order: NewOrder): Promise<Order>;
}
