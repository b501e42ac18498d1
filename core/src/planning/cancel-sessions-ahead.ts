import type { MemberMail } from '../notifications/queue-member-mails.ts';
import type { SessionPlanRepository } from '../ports/session-plan-repository.ts';
import type { TransactionContext } from '../ports/unit-of-work.ts';
import { partnersOf } from '../projects/domain/partners.ts';
import type { ProjectDetails } from '../projects/domain/project-details.ts';
import type { ScheduledSession } from './domain/session-plan.ts';
import { inviteMails } from './invite-mails.ts';

/** A scheduled session cancelled at `now`, its time kept: the invite's SEQUENCE goes one higher. */
export function cancelScheduled(
  sessionPlans: SessionPlanRepository,
  session: ScheduledSession,
  now: Date,
): Promise<ScheduledSession> {
  return sessionPlans.changeScheduled(session.id, {
    startsAt: session.startsAt,
    minutes: session.minutes,
    state: 'cancelled',
    updatedAt: now,
  });
}

/**
 * A project that closed — completed, aborted, ended by the system, or a partner's account deleted —
 * keeps no session ahead: each is cancelled (SEQUENCE one higher), and both partners are sent the
 * cancellation (METHOD:CANCEL), so their calendars and feeds drop it. Sessions that have started
 * stay as they were: they happened, or the log says they did not. Nobody can answer a proposal
 * in a closed project any more, so its notification is read for both. Answers the mails, for the
 * caller's unit of work to queue with its own.
 */
export async function cancelSessionsAhead(
  tx: TransactionContext,
  project: ProjectDetails,
  now: Date,
): Promise<MemberMail[]> {
  const { sessionPlans, notifications } = tx.repositories;
  for (const { person } of partnersOf(project)) {
    await notifications.markReadAboutProject(person.accountId, project.id, ['proposalToAnswer'], now);
  }
  const mails: MemberMail[] = [];
  for (const session of await sessionPlans.listScheduledOfProject(project.id)) {
    if (session.startsAt <= now) continue;
    const cancelled = await cancelScheduled(sessionPlans, session, now);
    mails.push(...inviteMails(project, cancelled, 'cancelled', now));
  }
  return mails;
}
