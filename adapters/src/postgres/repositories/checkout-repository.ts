import type {
  Checkout,
  CheckoutPurpose,
  CheckoutRepository,
  CheckoutStatus,
  Language,
  PaymentProvider,
} from '@coach/core';
import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../database.ts';
import { checkouts } from '../schema/payments.ts';

// Provider, purpose, status and locale are narrowed by the table's CHECK constraints (the locale by
// the contract that wrote it): the casts only restate them.
function toCheckout(row: typeof checkouts.$inferSelect): Checkout {
  return {
    ...row,
    provider: row.provider as PaymentProvider,
    purpose: row.purpose as CheckoutPurpose,
    status: row.status as CheckoutStatus,
    locale: row.locale as Language,
  };
}

/** Checkouts on PostgreSQL: the row lock on one is what makes retrieving it idempotent. */
export function checkoutRepository(db: AppDatabase): CheckoutRepository {
  const findOne = async (token: string, forUpdate = false) => {
    const query = db.select().from(checkouts).where(eq(checkouts.token, token)).limit(1);
    const [row] = forUpdate ? await query.for('update') : await query;
    return row ? toCheckout(row) : null;
  };

  return {
    findByToken: (token) => findOne(token),
    findByTokenForUpdate: (token) => findOne(token, true),

    async insert(checkout) {
      const [row] = await db.insert(checkouts).values(checkout).returning();
      if (!row) throw new Error('Insert into checkouts returned no row');
      return toCheckout(row);
    },

    async settle(id, settlement) {
      // Only a pending checkout: settling one twice would be a payment counted twice, so it fails
      // loudly (and rolls the unit of work back) instead of overwriting the first outcome.
      const settled = await db
        .update(checkouts)
        .set(settlement)
        .where(and(eq(checkouts.id, id), eq(checkouts.status, 'pending')))
        .returning({ id: checkouts.id });
      if (settled.length === 0) throw new Error(`checkouts ${id} is not pending: it was settled already`);
    },
  };
}
