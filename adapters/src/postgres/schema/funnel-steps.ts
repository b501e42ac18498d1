import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { moment } from './columns.ts';

/**
 * Each account's first moment at each step of the programme report's funnel (ADR 0051), kept by
 * the database (migration 0041): triggers on the accounts, orders, requests and projects bring an
 * account's row up to date in the transaction of the write that moves it. The funnel then reads one
 * index by registration month instead of probing four tables for each account registered in it.
 * One row per account, with the account's role and registration moment copied; nothing personal:
 * an anonymised account keeps its row (its orders and projects stay, ADR 0030), a removed one
 * takes it along (the foreign key cascades).
 */
export const accountFunnelSteps = pgTable(
  'account_funnel_steps',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The account's role, copied: the funnel counts members and guests. */
    accountRoleType: text('account_role_type').notNull(),
    /** The account's `created_at`, copied. */
    registeredAt: moment('registered_at').notNull(),
    /** The first order with a price (`price_usd > 0`). */
    firstPaidAt: moment('first_paid_at'),
    /** The first request, either role, in any state. */
    firstRequestedAt: moment('first_requested_at'),
    /** The first project's start, either side. */
    firstProjectAt: moment('first_project_at'),
    /** The first close of a completed project (by the partners or by the system), either side. */
    firstCompletedAt: moment('first_completed_at'),
  },
  (table) => [
    // The funnel: a range of registration months of the members and guests, read from the index
    // alone (the steps end its key, as the ledger's report index carries its columns).
    index('account_funnel_steps_registered_idx').on(
      table.accountRoleType,
      table.registeredAt,
      table.firstPaidAt,
      table.firstRequestedAt,
      table.firstProjectAt,
      table.firstCompletedAt,
    ),
  ],
);
