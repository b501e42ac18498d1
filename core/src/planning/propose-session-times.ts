import { fullNameOf } from '../accounts/domain/account.ts';
import { throwRefusal } from '../coaching/session-log-view.ts';
import { projectPlanSchema, proposeSessionTimesInputSchema } from '../contracts/session-plans.ts';
import { DomainError } from '../errors/domain-error.ts';
import { notificationLinks } from '../notifications/notification-links.ts';
import { assertSignedIn } from '../shared/authorization.ts';
import { defineUseCase } from '../shared/use-case.ts';
import { changeRefusal, planRefusal, slotsRefusal } from './domain/session-plan.ts';
import { plannedSlotOf, readProjectPlan } from './plan-view.ts';

/**
 * A partner of an open project proposes up to three times for a session (a day and a time on
 * Istanbul's clock, and a length in half hours as the session log takes it), each in the future;
 * or new times for a session already scheduled. The project's open proposal, whoever made it, is
 * replaced: a counter-proposal is a new proposal. The partner answers it, told by a notification.
 */
export const proposeSessionTimes = defineUseCase({
  name: 'planning.propose',
  summary: 'Propose up to three times for a session with your partner (or new times for a scheduled one)',
  access: 'projects.own',
  input: proposeSessionTimesInputSchema,
  output: projectPlanSchema,
  errors: ['recordNotFound', 'projectNotOpen', 'proposalNotOpen'],
  success: 'recordAdded',
  async run({ ctx, input }) {
    const { accountId } = assertSignedIn(ctx.actor);
    const now = ctx.clock.now();
    const slots = input.slots.map(plannedSlotOf);
    return ctx.unitOfWork.run(async (tx) => {
      const { projects, sessionPlans } = tx.repositories;
      const project = await projects.findByIdForUpdate(input.projectId);
      if (!project) throw new DomainError('recordNotFound');
      throwRefusal(planRefusal(project, accountId));
      if (input.scheduledSessionId !== undefined) {
        const session = await sessionPlans.findScheduled(input.scheduledSessionId);
        if (session?.projectId !== project.id) throw new DomainError('recordNotFound');
        throwRefusal(changeRefusal(project, session, accountId, now));
      }
      throwRefusal(slotsRefusal(slots, now));
      const open = await sessionPlans.findOpenProposal(project.id);
      if (open) await sessionPlans.closeProposal(open.id, 'replaced', now);
      await sessionPlans.insertProposal({
        projectId: project.id,
        proposedByAccountId: accountId,
        slots,
        reschedulesSessionId: input.scheduledSessionId ?? null,
        createdAt: now,
      });
      // The partner has a proposal to answer: a notification, no mail (ADR 0055).
      const details = await projects.findDetails(project.id);
      const [author, partner] =
        details?.coachAccountId === accountId
          ? [details.coach, details.coachee]
          : [details?.coachee, details?.coach];
      if (author && partner) {
        await tx.repositories.notifications.addMany([
          {
            kind: 'proposalToAnswer',
            data: { partnerName: fullNameOf(author), projectId: project.id },
            link: notificationLinks.project(project.id),
            accountId: partner.accountId,
            createdAt: now,
          },
        ]);
      }
      return readProjectPlan(tx.repositories, project.id, accountId, now);
    });
  },
});
