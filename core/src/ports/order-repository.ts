import type { MembershipPeriod, NewMembershipPeriod } from '../membership/domain/membership-period.ts';
import type {
  NewOrder,
  Order,
  OrderDetails,
  OrderKey,
  OrderMatch,
  OrderSearch,
  OrderWithPayment,
} from '../membership/domain/order.ts';

/** A member's period with its package's level, as the level rule reads it. */
export interface MembershipPeriodWithLevel extends MembershipPeriod {
  readonly coachLevel: boolean;
}

export interface OrderReads {
  /** The account's orders, newest first. */
  listByAccount(accountId: string): Promise<OrderDetails[]>;
  findByCheckoutId(checkoutId: string): Promise<OrderDetails | null>;
  /** The account's membership periods, earliest first, each with its package's level. */
  listPeriods(accountId: string): Promise<MembershipPeriodWithLevel[]>;
  /** The back office's list: a page of orders (ties by number, in the same direction) and the total. */
  search(query: OrderSearch): Promise<{ items: OrderDetails[]; total: number }>;
  /** How many orders the filters find (an export's total). */
  countMatching(match: OrderMatch): Promise<number>;
  /**
   * At most `limit` of the orders the filters find after `after` (from the newest when null),
   * newest first, ties by number the same way: an export's keyset batch (ADR 0042), along the
   * list's own indexes, never OFFSET.
   */
  listMatchingAfter(match: OrderMatch, after: OrderKey | null, limit: number): Promise<OrderDetails[]>;
  /** One order with its checkout and period; null when there is no such order. */
  findWithPayment(orderId: string): Promise<OrderWithPayment | null>;
}

export interface OrderRepository extends OrderReads {
  /** Gives the order its number; a second order for one checkout violates a unique index (thrown as is). */
  insert(order: NewOrder): Promise<Order>;
  /** Records a period (a bought one with its order, or an administrator's correction). */
  insertPeriod(period: NewMembershipPeriod): Promise<MembershipPeriod>;
  /** An administrator's correction: a period ends at another time, or is at another package. */
  updatePeriod(
    id: string,
    changes: { readonly endsAt?: Date; readonly membershipPackageId?: string },
  ): Promise<void>;
  /** An administrator's correction: a period that had not started is taken back. */
  deletePeriod(id: string): Promise<void>;
}
