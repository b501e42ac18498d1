import type { ProposalState } from '../../contracts/session-plans.ts';
import type { Refusal } from '../../projects/domain/eligibility.ts';
import type { Project } from '../../projects/domain/project.ts';

/**
 * Sessions in the calendar (issue 32, ADR 0056): proposals of times and the sessions they became.
 * Members have no time zone of their own: times are entered and shown on Istanbul's clock (the
 * programme's, `sessionTimeZone`), and travel as instants.
 */

/** One proposed time: when it starts and how long it lasts. */
export interface PlannedSlot {
  readonly startsAt: Date;
  readonly minutes: number;
}

export interface SessionProposal {
  readonly id: string;
  readonly projectId: string;
  readonly proposedByAccountId: string;
  readonly slots: readonly PlannedSlot[];
  /** Set when it proposes a new time for a scheduled session rather than a new session. */
  readonly reschedulesSessionId: string | null;
  readonly state: ProposalState;
  readonly createdAt: Date;
  readonly answeredAt: Date | null;
}
export type NewSessionProposal = Omit<SessionProposal, 'id' | 'state' | 'answeredAt'>;

/**
 * A time both partners agreed on. `sequence` is the calendar invite's SEQUENCE (RFC 5545): it goes
 * up by one with each change sent (a new time, a cancellation), so calendars apply the newest.
 */
export interface ScheduledSession {
  readonly id: string;
  readonly projectId: string;
  readonly startsAt: Date;
  readonly minutes: number;
  readonly state: 'scheduled' | 'cancelled';
  readonly sequence: number;
  /** When the day-before reminder was queued; null before (it goes once). */
  readonly remindedAt: Date | null;
  /** The logged session made from it, once the coach logged it. */
  readonly loggedSessionId: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}
export type NewScheduledSession = Pick<ScheduledSession, 'projectId' | 'startsAt' | 'minutes' | 'createdAt'>;

/** A scheduled session with what a member's list and feed show of its project. */
export interface AgendaEntry extends ScheduledSession {
  readonly coachAccountId: string;
  readonly coacheeAccountId: string;
  readonly coachName: string;
  readonly coacheeName: string;
  readonly projectState: Project['state'];
}

/** A member's private calendar feed: whoever holds the token reads their sessions' times. */
export interface CalendarFeedRecord {
  readonly accountId: string;
  readonly token: string;
  readonly createdAt: Date;
}

/** The day-before reminder goes when the session starts within this many hours. */
export const reminderLeadHours = 24;

/** The feed carries sessions from this many days back (so a past week stays visible) onwards. */
export const feedPastDays = 30;

/** At most this many sessions in a feed or on the dashboard. */
export const agendaLimit = 200;

type PlanProject = Pick<Project, 'coachAccountId' | 'coacheeAccountId' | 'state'>;

/** Someone outside the project is told it does not exist; only an open project plans sessions. */
export function planRefusal(project: PlanProject, actorAccountId: string): Refusal | null {
  if (actorAccountId !== project.coachAccountId && actorAccountId !== project.coacheeAccountId)
    return { key: 'recordNotFound' };
  if (project.state !== 'open') return { key: 'projectNotOpen', data: { state: project.state } };
  return null;
}

/** Each time in the future (a field error names the first that is not). */
export function slotsRefusal(slots: readonly PlannedSlot[], now: Date): Refusal | null {
  const past = slots.findIndex((slot) => slot.startsAt.getTime() <= now.getTime());
  if (past < 0) return null;
  return { key: 'validationFailed', data: { fields: { [`slots.${past}`]: { key: 'timeInThePast' } } } };
}

/** Only the partner of the one who proposed answers, while the proposal is open. */
export function answerRefusal(
  project: PlanProject,
  proposal: Pick<SessionProposal, 'proposedByAccountId' | 'state'>,
  actorAccountId: string,
): Refusal | null {
  const refused = planRefusal(project, actorAccountId);
  if (refused) return refused;
  if (proposal.proposedByAccountId === actorAccountId) return { key: 'onlyProposalPartner' };
  if (proposal.state !== 'open') return { key: 'proposalNotOpen', data: { state: proposal.state } };
  return null;
}

/** A scheduled session may be moved or cancelled while it is ahead and not cancelled. */
export function changeRefusal(
  project: PlanProject,
  session: Pick<ScheduledSession, 'state' | 'startsAt'>,
  actorAccountId: string,
  now: Date,
): Refusal | null {
  const refused = planRefusal(project, actorAccountId);
  if (refused) return refused;
  if (session.state !== 'scheduled' || session.startsAt.getTime() <= now.getTime())
    return { key: 'proposalNotOpen', data: { state: session.state } };
  return null;
}

/** The coach logs a scheduled session once its time passed, while it is neither logged nor cancelled. */
export function mayLog(
  project: PlanProject,
  session: Pick<ScheduledSession, 'state' | 'startsAt' | 'loggedSessionId'>,
  readerAccountId: string,
  now: Date,
): boolean {
  return (
    project.state === 'open' &&
    readerAccountId === project.coachAccountId &&
    session.state === 'scheduled' &&
    session.loggedSessionId === null &&
    session.startsAt.getTime() <= now.getTime()
  );
}
