import { recordAudit } from '../audit/record-audit.ts';
import { accountViewSchema, correctIdentityInputSchema } from '../contracts/account-admin.ts';
import { DomainError } from '../errors/domain-error.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { fullNameOf } from './domain/account.ts';
import { toAccountView } from './domain/account-view.ts';
import { lockUnerasedAccount } from './domain/erase-account.ts';
import { backOfficeViewerOf } from './domain/personal-data-visibility.ts';

/** How much of a corrected number the member's mail shows. */
const shownCharacters = 4;

/**
 * The identity and passport numbers are fixed at registration (ADR 0032); an
 * administrator corrects a typo here only, never in the edit form (ADR 0032). The new number is
 * checked like at registration (T.C. check digits, passport format) and must be free (4018,
 * 4090) and different (4091). In one unit of work: the change, the audit entry with the reason,
 * and the mail that tells the member, in the member's mail language.
 */
export const correctIdentity = defineUseCase({
  name: 'accounts.correctIdentity',
  summary: 'Correct a mistyped identity or passport number, with a reason; the member is mailed',
  access: 'accounts.correctIdentity',
  input: correctIdentityInputSchema,
  output: accountViewSchema,
  errors: ['userNotFound', 'identityNumberTaken', 'passportTaken', 'identityCorrectionUnchanged'],
  success: 'recordUpdated',
  async run({ ctx, input }) {
    const document = {
      identityNumber: input.identityNumber ?? null,
      passportNumber: input.passportNumber ?? null,
    };
    const corrected = await ctx.unitOfWork.run(async (tx) => {
      const { accounts, outbox } = tx.repositories;
      const before = await lockUnerasedAccount(tx, input.accountId);
      if (
        before.identityNumber === document.identityNumber &&
        before.passportNumber === document.passportNumber
      ) {
        throw new DomainError('identityCorrectionUnchanged');
      }
      // Answered before the write for a clear error; the unique indexes still decide under concurrency.
      const holder = document.identityNumber
        ? await accounts.findByIdentityNumber(document.identityNumber)
        : await accounts.findByPassportNumber(document.passportNumber ?? '');
      if (holder && holder.id !== before.id) {
        throw new DomainError(document.identityNumber ? 'identityNumberTaken' : 'passportTaken');
      }
      const after = await accounts.correctIdentity(before.id, document);
      if (!after) throw new DomainError('userNotFound');
      await recordAudit(tx, ctx, {
        action: 'accounts.correctIdentity',
        entityType: 'account',
        entityId: before.id,
        before: { identityNumber: before.identityNumber, passportNumber: before.passportNumber },
        after: { ...document, reason: input.reason },
      });
      const number = document.identityNumber ?? document.passportNumber ?? '';
      await outbox.enqueue({
        template: 'identityCorrected',
        data: {
          name: fullNameOf(after),
          document: document.identityNumber ? 'identityNumber' : 'passportNumber',
          ending: number.slice(-shownCharacters),
          reason: input.reason,
        },
        recipient: after.email,
        language: after.language,
        createdAt: ctx.clock.now(),
      });
      return after;
    });
    return toAccountView(corrected, backOfficeViewerOf(ctx.actor));
  },
});
