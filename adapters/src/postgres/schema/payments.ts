import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { foldedForSearch } from '../repositories/turkish-text.ts';
import { accounts } from './accounts.ts';
import { moment } from './columns.ts';
import { membershipPackages } from './reference-data.ts';

/**
 * One attempt to pay for a package at the payment provider: started by `payment/prepayment` (or
 * the registration), settled once by `payment/retrieve` or the provider's callback. The row lock on
 * it is what makes retrieving idempotent; the price is copied from the package when it starts.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The provider's token for this checkout (iyzico's checkout-form token). */
    token: text('token').notNull(),
    provider: text('provider').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    membershipPackageId: uuid('membership_package_id')
      .notNull()
      .references(() => membershipPackages.id, { onDelete: 'restrict' }),
    purpose: text('purpose').notNull(),
    priceUsd: numeric('price_usd', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    /** The language of the checkout page and of the result page it returns to. */
    locale: text('locale').notNull(),
    status: text('status').notNull().default('pending'),
    /** The provider's error code, or our own reason when a paid amount did not match (`amount_mismatch`). */
    failureCode: text('failure_code'),
    /** The provider's message, shown to the payer on the result page. */
    failureMessage: text('failure_message'),
    providerPaymentId: text('provider_payment_id'),
    createdAt: moment('created_at').notNull(),
    settledAt: moment('settled_at'),
  },
  (table) => [
    uniqueIndex('checkouts_token_unique').on(table.token),
    index('checkouts_account_idx').on(table.accountId, table.createdAt),
    // For the foreign key's check when a package is deleted (see ledger.ts).
    index('checkouts_package_idx').on(table.membershipPackageId),
    check('checkouts_provider_check', sql`${table.provider} in ('sandbox', 'iyzico')`),
    check('checkouts_purpose_check', sql`${table.purpose} in ('registration', 'renewal')`),
    check('checkouts_status_check', sql`${table.status} in ('pending', 'paid', 'failed', 'refused')`),
    check('checkouts_currency_check', sql`${table.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/**
 * A bought or granted membership period. Orders are records of money: they outlive the account
 * (its id becomes null, the buyer's name and e-mail stay) and their package is retired, never
 * erased. One order per checkout at most: the unique index is the second wall against counting a
 * payment twice.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Shown to people ("order no. 100042"): a sequence, so numbers never repeat. */
    orderNumber: bigint('order_number', { mode: 'number' })
      .notNull()
      .generatedAlwaysAsIdentity({ startWith: 100001 }),
    accountId: uuid('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    membershipPackageId: uuid('membership_package_id')
      .notNull()
      .references(() => membershipPackages.id, { onDelete: 'restrict' }),
    checkoutId: uuid('checkout_id').references(() => checkouts.id, { onDelete: 'set null' }),
    method: text('method').notNull(),
    /**
     * A card order's provider and the provider's reference of the payment, copied from the checkout
     * when it settled: the checkout goes with a deleted account, the order (a record of money) stays.
     */
    provider: text('provider'),
    providerReference: text('provider_reference'),
    periodMonths: integer('period_months').notNull(),
    priceUsd: numeric('price_usd', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    /** Why an administrator granted it by hand (a bank transfer, a scholarship). */
    note: text('note'),
    grantedByAccountId: uuid('granted_by_account_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** The membership period this order added: from max(now, previous end) to the new end. */
    startsAt: moment('starts_at').notNull(),
    endsAt: moment('ends_at').notNull(),
    createdAt: moment('created_at').notNull(),
    /**
     * What the back office's orders list searches: the buyer's name and e-mail and the order's
     * number, folded as a search word is (`foldForSearch`), with a trigram index. An account's
     * erasure rewrites the buyer's name and e-mail, and this follows.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          foldedForSearch(
            sql`${orders.buyerName} || ' ' || ${orders.buyerEmail} || ' ' || ${orders.orderNumber}::text`,
          ),
      ),
  },
  (table) => [
    uniqueIndex('orders_order_number_unique').on(table.orderNumber),
    // The list's order, newest or oldest first (ties by number the same way), read off an index
    // alone, whole or for one provider, method or package: the id rides along (the page's ids come
    // first), so a deep page skips index entries, never rows.
    index('orders_created_at_idx').on(table.createdAt, table.orderNumber, table.id),
    index('orders_provider_created_idx').on(table.provider, table.createdAt, table.orderNumber, table.id),
    index('orders_method_created_idx').on(table.method, table.createdAt, table.orderNumber, table.id),
    index('orders_search_trgm').using('gin', sql`${table.searchText} gin_trgm_ops`),
    uniqueIndex('orders_checkout_unique').on(table.checkoutId),
    index('orders_account_idx').on(table.accountId, table.createdAt),
    index('orders_package_idx').on(table.membershipPackageId, table.createdAt, table.orderNumber, table.id),
    // For the foreign key's check when an account is deleted (see ledger.ts).
    index('orders_granted_by_idx')
      .on(table.grantedByAccountId)
      .where(sql`${table.grantedByAccountId} is not null`),
    check('orders_method_check', sql`${table.method} in ('card', 'manual', 'granted')`),
    check('orders_provider_check', sql`${table.provider} in ('sandbox', 'iyzico')`),
    check('orders_period_check', sql`${table.periodMonths} > 0`),
  ],
);

/**
 * The membership periods (ADR 0031): what each order (or an administrator's correction) added, at
 * its package. A member's periods follow one another, and the level on a day is the level of the
 * period that covers it, so months bought while another package runs wait their turn. The account
 * keeps the membership's end and its last package.
 */
export const membershipPeriods = pgTable(
  'membership_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    membershipPackageId: uuid('membership_package_id')
      .notNull()
      .references(() => membershipPackages.id, { onDelete: 'restrict' }),
    /** The order that added it; null for an administrator's correction or a period carried over. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    startsAt: moment('starts_at').notNull(),
    endsAt: moment('ends_at').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (table) => [
    index('membership_periods_account_idx').on(table.accountId, table.startsAt),
    uniqueIndex('membership_periods_order_unique').on(table.orderId),
    index('membership_periods_package_idx').on(table.membershipPackageId),
    // The next start after a moment (a matching preview's plan holds until then, migration 0029):
    // in order of start, with the member for the open-request check, from the index alone.
    index('membership_periods_starts_idx').on(table.startsAt, table.accountId),
    check('membership_periods_dates_check', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/**
 * The membership mails already sent (7 days before the end, and at the end), one per member,
 * kind and end date: a job that runs twice finds its row and mails nobody again; a renewal moves
 * the end date and so starts a new pair.
 */
export const membershipNotices = pgTable(
  'membership_notices',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    subscriptionEndDate: moment('subscription_end_date').notNull(),
    sentAt: moment('sent_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.accountId, table.kind, table.subscriptionEndDate] }),
    check('membership_notices_kind_check', sql`${table.kind} in ('expiring', 'expired')`),
  ],
);

/**
 * The built-in sandbox provider's own records (PAYMENT_PROVIDER=sandbox): what a real provider
 * keeps on its side. The platform reads them only through the PaymentGateway port.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    token: text('token').primaryKey(),
    conversationId: text('conversation_id').notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    locale: text('locale').notNull(),
    itemName: text('item_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    callbackUrl: text('callback_url').notNull(),
    status: text('status').notNull().default('open'),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    paymentId: text('payment_id'),
    cardLastFour: text('card_last_four'),
    createdAt: moment('created_at').notNull(),
    expiresAt: moment('expires_at').notNull(),
    paidAt: moment('paid_at'),
  },
  (table) => [check('sandbox_payments_status_check', sql`${table.status} in ('open', 'paid', 'failed')`)],
);
