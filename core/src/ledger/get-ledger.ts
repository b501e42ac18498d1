import { can } from '../accounts/domain/permissions.ts';
import { ledgerQuerySchema, ledgerViewSchema } from '../contracts/ledger.ts';
import { DomainError } from '../errors/domain-error.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { ledgerEntryViews } from './ledger-view.ts';

/**
 * A score and the entries it is the sum of, oldest first, each with the balance after it. Members
 * read their own; administrators (points.adjust) read anyone's with `accountId`.
 */
export const getLedger = defineUseCase({
  name: 'ledger.get',
  summary: "The points ledger: your own, or (administrators) a member's given by accountId",
  access: ['dashboard.member', 'points.adjust'],
  input: ledgerQuerySchema,
  output: ledgerViewSchema,
  errors: ['recordNotFound'],
  async run({ ctx, input }) {
    const actor = assertSignedIn(ctx.actor);
    const accountId = input.accountId ?? actor.accountId;
    if (accountId !== actor.accountId && !can(actor.role, 'points.adjust'))
      throw new DomainError('forbidden');
    const account = await ctx.repositories.accounts.findById(accountId);
    if (!account) throw new DomainError('recordNotFound');
    const entries = await ctx.repositories.ledger.listForAccount(accountId);
    return { accountId, balance: account.score, entries: ledgerEntryViews(entries) };
  },
});
