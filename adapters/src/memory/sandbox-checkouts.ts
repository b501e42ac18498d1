import {
  isPayable,
  type SandboxCheckoutRow,
  type SandboxCheckoutStore,
} from '../payments/sandbox-payments.ts';

/**
 * The sandbox provider's checkouts in memory, for the front ends' test API (ADR 0046), where the
 * public site's hosted checkout page answers from the real sandbox rules without a database. A
 * settlement is checked and written in one step, so two payments sent at once settle it once.
 */
export function memorySandboxCheckouts(): SandboxCheckoutStore {
  const rows = new Map<string, SandboxCheckoutRow>();
  return {
    async insert(row) {
      if (rows.has(row.token)) throw new Error(`sandbox checkout ${row.token} exists already`);
      rows.set(row.token, { ...row });
    },
    async find(token) {
      const row = rows.get(token);
      return row ? { ...row } : null;
    },
    async settle(token, now, settlement) {
      const row = rows.get(token);
      if (!row || !isPayable(row, now)) return false;
      rows.set(token, { ...row, ...settlement });
      return true;
    },
  };
}
