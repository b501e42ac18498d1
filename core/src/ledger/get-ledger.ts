import { fullNameOf } from '../accounts/domain/account.ts';
import { can } from '../accounts/domain/permissions.ts';
import { ledgerQuerySchema, ledgerViewSchema } from '../contracts/ledger.ts';
import { DomainError } from '../errors/domain-error.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { type ActorNames, ledgerEntryViews } from './ledger-view.ts';

/**
 * A score and the entries it is the sum of, oldest first, each with the balance after it. Members
 * read their own; administrators (points.adjust) read anyone's with `accountId`, and see who made
 * each entry (an administrator's name, or the system).
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
    let actorNames: ActorNames | undefined;
    if (can(actor.role, 'points.adjust')) {
      // A ledger's entries are made by a handful of accounts (the member, their partners, an
      // administrator): one read each.
      const ids = [
        ...new Set(entries.flatMap((entry) => (entry.actorAccountId ? [entry.actorAccountId] : []))),
      ];
      const actors = await Promise.all(ids.map((id) => ctx.repositories.accounts.findById(id)));
      actorNames = new Map(
        actors.flatMap((found) => (found ? [[found.id, fullNameOf(found)] as const] : [])),
      );
    }
    return { accountId, balance: account.score, entries: ledgerEntryViews(entries, actorNames) };
  },
});
