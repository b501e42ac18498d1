import { projectSessionIdInputSchema, projectSessionLogSchema } from '../contracts/coaching.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { decideSessionRefusal } from './domain/session-rules.ts';
import { lockSession, logAfterWrite, sessionWriteRefusals, throwRefusal } from './session-log-view.ts';

/**
 * The partner of the one who logged a session confirms it: its hours then count. A disputed
 * session may still be confirmed (the partner changed their mind); a confirmed one stays confirmed.
 */
export const confirmSession = defineUseCase({
  name: 'coaching.confirmSession',
  summary: 'Confirm a session your partner logged, so that its hours count',
  access: 'projects.own',
  input: projectSessionIdInputSchema,
  output: projectSessionLogSchema,
  errors: [...sessionWriteRefusals, 'onlySessionPartner', 'sessionAlreadyDecided'],
  success: 'recordUpdated',
  async run({ ctx, input }) {
    const { accountId } = assertSignedIn(ctx.actor);
    const now = ctx.clock.now();
    return ctx.unitOfWork.run(async (tx) => {
      const { project, session } = await lockSession(tx, input.projectSessionId);
      throwRefusal(decideSessionRefusal(project, session, accountId, 'confirmed'));
      await tx.repositories.projectSessions.decide(session.id, {
        state: 'confirmed',
        // A dispute's reason no longer stands once the partner confirms.
        disputeReason: null,
        decidedAt: now,
      });
      return logAfterWrite(tx, project, accountId, now);
    });
  },
});
