import { z } from 'zod';
import { defineUseCase } from '../shared/use-case.ts';

const grantOpeningBalanceInput = z.object({
  accountId: z.uuid(),
  points: z.int(),
  note: z.string().max(500).optional(),
});

/**
 * Gives an account its starting points (demo seed, Excel import of existing members) as an
 * `opening_balance` ledger entry, so the score stays the sum of the ledger.
 */
export const grantOpeningBalance = defineUseCase({
  name: 'ledger.grantOpeningBalance',
  summary: 'Give an account its starting points as an opening-balance ledger entry',
  access: 'accounts.write',
  input: grantOpeningBalanceInput,
  output: z.object({ ledgerEntryId: z.string(), delta: z.int() }),
  errors: [],
  success: 'recordAdded',
  async run({ ctx, input }) {
    const entry = await ctx.unitOfWork.run(({ repositories }) =>
      repositories.ledger.append({
        accountId: input.accountId,
        delta: input.points,
        reason: 'opening_balance',
        projectId: null,
        actorAccountId: ctx.actor.kind === 'account' ? ctx.actor.accountId : null,
        note: input.note ?? null,
        createdAt: ctx.clock.now(),
      }),
    );
    return { ledgerEntryId: entry.id, delta: entry.delta };
  },
});
