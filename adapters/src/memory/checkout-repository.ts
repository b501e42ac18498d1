import { randomUUID } from 'node:crypto';
import type { Checkout, CheckoutRepository, NewCheckout } from '@coach/core';
import { checkoutPurposes, paymentProviders } from '@coach/core/contracts/payments';
import { accountsTable } from './account-tables.ts';
import { copy, type MemoryDb } from './memory-database.ts';
import { checkoutsTable } from './payment-tables.ts';
import { membershipPackagesTable } from './reference-data-repositories.ts';

/** The constraints of `checkouts` that PostgreSQL checks on insert. */
function checkNewCheckout(db: MemoryDb, checkout: NewCheckout): void {
  if (!db.rows(accountsTable).has(checkout.accountId)) {
    throw new Error('checkouts_account_id_accounts_id_fk: no such account');
  }
  if (!db.rows(membershipPackagesTable).has(checkout.membershipPackageId)) {
    throw new Error('checkouts_membership_package_id_membership_packages_id_fk: no such package');
  }
  if (!paymentProviders.includes(checkout.provider)) throw new Error('checkouts_provider_check');
  if (!checkoutPurposes.includes(checkout.purpose)) throw new Error('checkouts_purpose_check');
  if (!/^[A-Z]{3}$/.test(checkout.currency)) throw new Error('checkouts_currency_check');
  for (const existing of db.rows(checkoutsTable).values()) {
    if (existing.token === checkout.token) {
      throw new Error('duplicate key value violates unique constraint "checkouts_token_unique"');
    }
  }
}

/**
 * Checkouts in memory. Units of work run one at a time here, so `findByTokenForUpdate` needs no
 * lock: a second retrieve of the same token starts only after the first committed, as it waits on
 * the row lock on PostgreSQL.
 */
export function memoryCheckoutRepository(db: MemoryDb): CheckoutRepository {
  const findByToken = async (token: string) => {
    for (const checkout of db.rows(checkoutsTable).values())
      if (checkout.token === token) return copy(checkout);
    return null;
  };
  return {
    findByToken,
    findByTokenForUpdate: findByToken,

    async insert(checkout) {
      const rows = db.writable(checkoutsTable);
      checkNewCheckout(db, checkout);
      const row: Checkout = {
        ...copy(checkout),
        id: randomUUID(),
        status: 'pending',
        failureCode: null,
        failureMessage: null,
        providerPaymentId: null,
        settledAt: null,
      };
      rows.set(row.id, row);
      return copy(row);
    },

    async settle(id, settlement) {
      const rows = db.writable(checkoutsTable);
      const row = rows.get(id);
      // A checkout is settled once; settling it again is a bug of the caller, not a state to keep.
      if (row?.status !== 'pending')
        throw new Error(`checkouts ${id} is not pending: a checkout settles once`);
      rows.set(id, { ...row, ...copy(settlement) });
    },
  };
}
