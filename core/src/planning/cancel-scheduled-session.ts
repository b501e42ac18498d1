import { throwRefusal } from '../coaching/session-log-view.ts';
import { projectPlanSchema, scheduledSessionIdInputSchema } from '../contracts/session-plans.ts';
import { queueMemberMails } from '../notifications/queue-member-mails.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { cancelScheduled } from './cancel-sessions-ahead.ts';
import { changeRefusal } from './domain/session-plan.ts';
import { inviteMails } from './invite-mails.ts';
import { detailsOf, lockedWithProject, readProjectPlan } from './plan-view.ts';

/**
 * Either partner cancels a scheduled session that is still ahead: both get the cancellation
 * (METHOD:CANCEL, the same UID, SEQUENCE one higher), and calendars that subscribed to a feed see
 * it cancelled. An open proposal of new times for it goes with it.
 */
export const cancelScheduledSession = defineUseCase({
  name: 'planning.cancel',
  summary: 'Cancel a scheduled session that is still ahead',
  access: 'projects.own',
  input: scheduledSessionIdInputSchema,
  output: projectPlanSchema,
  errors: ['recordNotFound', 'projectNotOpen', 'proposalNotOpen'],
  success: 'recordUpdated',
  async run({ ctx, input }) {
    const { accountId } = assertSignedIn(ctx.actor);
    const now = ctx.clock.now();
    return ctx.unitOfWork.run(async (tx) => {
      const { sessionPlans } = tx.repositories;
      const { project, record: session } = await lockedWithProject(
        tx,
        (id) => sessionPlans.findScheduled(id),
        input.scheduledSessionId,
      );
      throwRefusal(changeRefusal(project, session, accountId, now));
      const cancelled = await cancelScheduled(sessionPlans, session, now);
      const open = await sessionPlans.findOpenProposal(project.id);
      if (open?.reschedulesSessionId === session.id)
        await sessionPlans.closeProposal(open.id, 'replaced', now);
      await queueMemberMails(
        tx.repositories,
        inviteMails(await detailsOf(tx, project.id), cancelled, 'cancelled', now),
      );
      return readProjectPlan(tx.repositories, project.id, accountId, now);
    });
  },
});
