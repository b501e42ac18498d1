import { projectSessionIdInputSchema, projectSessionLogSchema } from '../contracts/coaching.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { removeSessionRefusal } from './domain/session-rules.ts';
import { lockSession, logAfterWrite, sessionWriteRefusals, throwRefusal } from './session-log-view.ts';

/**
 * The one who logged a session takes it back while it is pending or disputed (a mistake, or what
 * the partner disputed); a confirmed session stays, as both agreed on it.
 */
export const removeSession = defineUseCase({
  name: 'coaching.removeSession',
  summary: 'Remove a session you logged that your partner has not confirmed',
  access: 'projects.own',
  input: projectSessionIdInputSchema,
  output: projectSessionLogSchema,
  errors: [...sessionWriteRefusals, 'onlySessionRecorder', 'sessionConfirmedStays'],
  success: 'recordDeleted',
  async run({ ctx, input }) {
    const { accountId } = assertSignedIn(ctx.actor);
    const now = ctx.clock.now();
    return ctx.unitOfWork.run(async (tx) => {
      const { project, session } = await lockSession(tx, input.projectSessionId);
      throwRefusal(removeSessionRefusal(project, session, accountId));
      await tx.repositories.projectSessions.delete(session.id);
      return logAfterWrite(tx, project, accountId, now);
    });
  },
});
