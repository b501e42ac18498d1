import { fullNameOf } from '../accounts/domain/account.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { adjustPointsInputSchema, ledgerEntryViewSchema } from '../contracts/ledger.ts';
import { DomainError } from '../errors/domain-error.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { ledgerEntryView } from './ledger-view.ts';

/**
 * An administrator adds or takes points with a note: an `admin_adjustment` entry (never an edit of
 * the score), written with the audit entry of the score before and after. The account's row is
 * locked, so two adjustments at once each see the other's result.
 */
export const adjustPoints = defineUseCase({
  name: 'ledger.adjust',
  summary: "Adjust a member's points with a note, as an admin_adjustment ledger entry",
  access: 'points.adjust',
  input: adjustPointsInputSchema,
  output: ledgerEntryViewSchema,
  errors: ['recordNotFound'],
  success: 'recordAdded',
  async run({ ctx, input }) {
    const { accountId: actorAccountId } = assertSignedIn(ctx.actor);
    const { entry, scoreAfter, actorName } = await ctx.unitOfWork.run(async (tx) => {
      const account = await tx.repositories.accounts.findByIdForUpdate(input.accountId);
      if (!account) throw new DomainError('recordNotFound');
      const appended = await tx.repositories.ledger.append({
        accountId: account.id,
        delta: input.delta,
        reason: 'admin_adjustment',
        projectId: null,
        actorAccountId,
        note: input.note,
        createdAt: ctx.clock.now(),
      });
      const scoreAfter = account.score + input.delta;
      await recordAudit(tx, ctx, {
        action: 'ledger.adjust',
        entityType: 'account',
        entityId: account.id,
        before: { score: account.score },
        after: { score: scoreAfter, delta: input.delta, note: input.note, ledgerEntryId: appended.id },
      });
      const actorAccount = await tx.repositories.accounts.findById(actorAccountId);
      return { entry: appended, scoreAfter, actorName: actorAccount ? fullNameOf(actorAccount) : undefined };
    });
    return ledgerEntryView(
      entry,
      scoreAfter,
      new Map(actorName === undefined ? [] : [[actorAccountId, actorName]]),
    );
  },
});
