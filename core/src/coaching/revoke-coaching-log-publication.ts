import {
  coachingLogPublicationSchema,
  publicationIdInputSchema,
} from '../contracts/coaching-log-publications.ts';
import { DomainError } from '../errors/domain-error.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { publicationView } from './publication/publication-view.ts';
import { auditWithdrawal } from './publication/withdrawal-audit.ts';

/**
 * The member withdraws one of their published logs (ADR 0054): its page, PDF and checks answer
 * 410 from now on, for good. Someone else's publication answers as an unknown one (4002). Audited.
 */
export const revokeCoachingLogPublication = defineUseCase({
  name: 'coaching.revokeLogPublication',
  summary: 'Withdraw one of your published coaching logs: its address answers 410 from then on',
  access: 'projects.own',
  input: publicationIdInputSchema,
  output: coachingLogPublicationSchema,
  errors: ['recordNotFound'],
  success: 'recordUpdated',
  async run({ ctx, input }) {
    const { accountId } = assertSignedIn(ctx.actor);
    const now = ctx.clock.now();
    const record = await ctx.unitOfWork.run(async (tx) => {
      const publications = tx.repositories.coachingLogPublications;
      const before = await publications.findById(input.publicationId);
      if (!before || before.accountId !== accountId) throw new DomainError('recordNotFound');
      if (before.revokedAt) return before;
      await publications.revoke(before.id, accountId, now);
      await auditWithdrawal(tx, ctx, before.id, now);
      return { ...before, revokedAt: now };
    });
    return publicationView(ctx, record);
  },
});
