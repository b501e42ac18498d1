import { disputeSessionInputSchema, projectSessionLogSchema } from '../contracts/coaching.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { decideSessionRefusal } from './domain/session-rules.ts';
import { lockSession, logAfterWrite, sessionWriteRefusals, throwRefusal } from './session-log-view.ts';

/**
 * The partner does not recognise a pending session: it stays in the log, disputed, with the
 * reason for the one who logged it, and counts nowhere (neither hours nor the end of a gap).
 */
export const disputeSession = defineUseCase({
  name: 'coaching.disputeSession',
  summary: 'Dispute a session your partner logged, with an optional reason',
  access: 'projects.own',
  input: disputeSessionInputSchema,
  output: projectSessionLogSchema,
  errors: [...sessionWriteRefusals, 'onlySessionPartner', 'sessionAlreadyDecided'],
  success: 'recordUpdated',
  async run({ ctx, input }) {
    const { accountId } = assertSignedIn(ctx.actor);
    const now = ctx.clock.now();
    return ctx.unitOfWork.run(async (tx) => {
      const { project, session } = await lockSession(tx, input.projectSessionId);
      throwRefusal(decideSessionRefusal(project, session, accountId, 'disputed'));
      await tx.repositories.projectSessions.decide(session.id, {
        state: 'disputed',
        disputeReason: input.reason ? input.reason : null,
        decidedAt: now,
      });
      return logAfterWrite(tx, project, accountId, now);
    });
  },
});
