import { fullNameOf } from '../accounts/domain/account.ts';
import type { MemberMail } from '../notifications/queue-member-mails.ts';
import { partnersOf } from '../projects/domain/partners.ts';
import type { ProjectDetails } from '../projects/domain/project-details.ts';
import type { ScheduledSession } from './domain/session-plan.ts';

/**
 * The invite (or its update, or its cancellation) to each partner, each in their language and
 * with only their own address as attendee (ADR 0033: a coachee's private address never reaches the coach).
 */
export function inviteMails(
  details: ProjectDetails,
  session: ScheduledSession,
  change: 'scheduled' | 'moved' | 'cancelled',
  now: Date,
): MemberMail[] {
  return partnersOf(details).map(({ person, partner, role }) => ({
    accountId: person.accountId,
    template: 'sessionInvite',
    data: {
      name: fullNameOf(person),
      email: person.email,
      partnerName: fullNameOf(partner),
      role,
      projectId: details.id,
      scheduledSessionId: session.id,
      startsAt: session.startsAt.toISOString(),
      minutes: session.minutes,
      sequence: session.sequence,
      change,
    },
    recipient: person.email,
    language: person.language,
    createdAt: now,
  }));
}
