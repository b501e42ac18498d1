import { z } from 'zod';
import { noInput } from '../contracts/common.ts';
import { defineUseCase } from '../shared/use-case.ts';

/**
 * Checks the ledger's promise: every account's cached score equals the sum of its entries. Answers
 * the number of accounts and each one that differs (`npm run cli -- verify-ledger` exits 1 then).
 */
export const verifyLedger = defineUseCase({
  name: 'ledger.verify',
  summary: 'Check that every cached score equals the sum of its ledger entries',
  access: 'system',
  input: noInput,
  output: z.object({
    accounts: z.int(),
    mismatches: z.array(z.object({ accountId: z.string(), score: z.int(), sum: z.int() })),
  }),
  errors: [],
  async run({ ctx }) {
    const { accounts, ledger } = ctx.repositories;
    const [mismatches, { total }] = await Promise.all([
      ledger.findBalanceMismatches(),
      accounts.search({ search: '', sort: { key: 'name', descending: false }, offset: 0, limit: 1 }),
    ]);
    return { accounts: total, mismatches };
  },
});
