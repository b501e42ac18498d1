import type { Checkout, MembershipNoticeKind, MembershipPeriod, Order } from '@coach/core';
import { memoryTable } from './memory-database.ts';

/**
 * The tables of checkouts, orders and membership notices (adapters/src/postgres/schema/payments.ts),
 * declared apart because the package repository and the account deletion read them too.
 */
export const checkoutsTable = memoryTable<Checkout>('checkouts');
/** Kept in insertion order, which is the order of their numbers. */
export const ordersTable = memoryTable<Order>('orders');
/** The membership periods (ADR 0031), keyed by id. */
export const membershipPeriodsTable = memoryTable<MembershipPeriod>('membership_periods');

export interface MembershipNoticeRow {
  readonly accountId: string;
  readonly kind: MembershipNoticeKind;
  readonly subscriptionEndDate: Date;
  readonly sentAt: Date;
}
/** Keyed by `membershipNoticeKey`: the primary key (account, kind, end date). */
export const membershipNoticesTable = memoryTable<MembershipNoticeRow>('membership_notices');
export const membershipNoticeKey = (
  accountId: string,
  kind: MembershipNoticeKind,
  subscriptionEndDate: Date,
) => `${accountId}/${kind}/${subscriptionEndDate.toISOString()}`;
