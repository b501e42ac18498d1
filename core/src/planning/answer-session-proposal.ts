import { throwRefusal } from '../coaching/session-log-view.ts';
import { answerSessionProposalInputSchema, projectPlanSchema } from '../contracts/session-plans.ts';
import { DomainError } from '../errors/domain-error.ts';
import { queueMemberMails } from '../notifications/queue-member-mails.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { answerRefusal, changeRefusal, slotsRefusal } from './domain/session-plan.ts';
import { inviteMails } from './invite-mails.ts';
import { detailsOf, lockedWithProject, readProjectPlan } from './plan-view.ts';

/**
 * The partner answers a proposal: declines it, or accepts one of its times, which becomes a
 * scheduled session (or the scheduled session's new time, its invite's SEQUENCE one higher), and
 * both partners get a calendar invite by mail in the same transaction. A time that has passed
 * since it was proposed can no longer be accepted.
 */
export const answerSessionProposal = defineUseCase({
  name: 'planning.answer',
  summary: "Accept one of your partner's proposed session times, or decline them",
  access: 'projects.own',
  input: answerSessionProposalInputSchema,
  output: projectPlanSchema,
  errors: ['recordNotFound', 'projectNotOpen', 'proposalNotOpen', 'onlyProposalPartner'],
  success: 'recordUpdated',
  async run({ ctx, input }) {
    const { accountId } = assertSignedIn(ctx.actor);
    const now = ctx.clock.now();
    return ctx.unitOfWork.run(async (tx) => {
      const { sessionPlans } = tx.repositories;
      // Read again under the lock: an answer or a replacement that committed meanwhile is seen.
      const { project, record: proposal } = await lockedWithProject(
        tx,
        (id) => sessionPlans.findProposal(id),
        input.proposalId,
      );
      throwRefusal(answerRefusal(project, proposal, accountId));
      // Answered, either way: the bell's "… proposed times" about this project is read.
      await tx.repositories.notifications.markReadAboutProject(
        accountId,
        project.id,
        ['proposalToAnswer'],
        now,
      );
      if (input.answer === 'decline') {
        await sessionPlans.closeProposal(proposal.id, 'declined', now);
        return readProjectPlan(tx.repositories, project.id, accountId, now);
      }
      const slot = proposal.slots[input.slot ?? 0];
      if (!slot) {
        throw new DomainError('validationFailed', { fields: { slot: { key: 'invalidValue' } } });
      }
      throwRefusal(slotsRefusal([slot], now));
      await sessionPlans.closeProposal(proposal.id, 'accepted', now);
      let session: Awaited<ReturnType<typeof sessionPlans.insertScheduled>>;
      if (proposal.reschedulesSessionId === null) {
        session = await sessionPlans.insertScheduled({ projectId: project.id, ...slot, createdAt: now });
      } else {
        const current = await sessionPlans.findScheduled(proposal.reschedulesSessionId);
        if (!current) throw new DomainError('recordNotFound');
        throwRefusal(changeRefusal(project, current, accountId, now));
        session = await sessionPlans.changeScheduled(current.id, {
          ...slot,
          state: 'scheduled',
          updatedAt: now,
        });
      }
      const details = await detailsOf(tx, project.id);
      await queueMemberMails(
        tx.repositories,
        inviteMails(details, session, proposal.reschedulesSessionId === null ? 'scheduled' : 'moved', now),
      );
      return readProjectPlan(tx.repositories, project.id, accountId, now);
    });
  },
});
