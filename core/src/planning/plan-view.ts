import { fullNameOf } from '../accounts/domain/account.ts';
import { instantOf, localTimeOf } from '../calendar/zoned-time.ts';
import { sessionTimeZone } from '../coaching/domain/session-rules.ts';
import type {
  ProjectPlan,
  ProposedSlotInput,
  ScheduledSessionView,
  SessionProposalView,
  SessionSlot,
} from '../contracts/session-plans.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { ProjectReads } from '../ports/project-repository.ts';
import type { SessionPlanReads } from '../ports/session-plan-repository.ts';
import type { TransactionContext } from '../ports/unit-of-work.ts';
import type { Project } from '../projects/domain/project.ts';
import type { ProjectDetails } from '../projects/domain/project-details.ts';
import { isInProject } from '../projects/project-view.ts';
import {
  type AgendaEntry,
  answerRefusal,
  mayLog,
  type PlannedSlot,
  type ScheduledSession,
  type SessionProposal,
} from './domain/session-plan.ts';

type PlanProject = Pick<Project, 'id' | 'coachAccountId' | 'coacheeAccountId' | 'state'>;

const minuteMs = 60_000;

/** A slot as entered (a day and a time on Istanbul's clock) as an instant. */
export function plannedSlotOf(slot: ProposedSlotInput): PlannedSlot {
  const [hours = 0, minutes = 0] = slot.time.split(':').map(Number);
  return {
    startsAt: instantOf(slot.day, (hours * 60 + minutes) * minuteMs, sessionTimeZone),
    minutes: slot.minutes,
  };
}

/** An instant as Istanbul's wall clock shows it. */
export function slotView(slot: PlannedSlot): SessionSlot {
  const { date, msOfDay } = localTimeOf(slot.startsAt, sessionTimeZone);
  const minutesOfDay = Math.floor(msOfDay / minuteMs);
  const time = `${String(Math.floor(minutesOfDay / 60)).padStart(2, '0')}:${String(minutesOfDay % 60).padStart(2, '0')}`;
  return { startsAt: slot.startsAt.toISOString(), day: date, time, minutes: slot.minutes };
}

export function proposalView(
  project: PlanProject,
  proposal: SessionProposal,
  readerAccountId: string,
): SessionProposalView {
  return {
    id: proposal.id,
    projectId: proposal.projectId,
    mine: proposal.proposedByAccountId === readerAccountId,
    slots: proposal.slots.map(slotView),
    reschedulesSessionId: proposal.reschedulesSessionId,
    state: proposal.state,
    createdAt: proposal.createdAt.toISOString(),
    canAnswer: answerRefusal(project, proposal, readerAccountId) === null,
  };
}

export function scheduledView(
  project: PlanProject,
  session: ScheduledSession,
  readerAccountId: string,
  partnerName: string,
  now: Date,
): ScheduledSessionView {
  return {
    ...slotView(session),
    id: session.id,
    projectId: session.projectId,
    state: session.state,
    role: readerAccountId === project.coachAccountId ? 'coach' : 'coachee',
    partnerName,
    loggedSessionId: session.loggedSessionId,
    upcoming: session.state === 'scheduled' && session.startsAt.getTime() > now.getTime(),
    canLog: mayLog(project, session, readerAccountId, now),
  };
}

/** An agenda row as its member reads it. */
export function agendaView(entry: AgendaEntry, readerAccountId: string, now: Date): ScheduledSessionView {
  const project = {
    id: entry.projectId,
    coachAccountId: entry.coachAccountId,
    coacheeAccountId: entry.coacheeAccountId,
    state: entry.projectState,
  };
  const partnerName = readerAccountId === entry.coachAccountId ? entry.coacheeName : entry.coachName;
  return scheduledView(project, entry, readerAccountId, partnerName, now);
}

/**
 * A project's calendar for one of its partners; anyone else is told it does not exist. Inside a
 * unit of work, pass its repositories: the answer then shows what the work just wrote.
 */
export async function readProjectPlan(
  repositories: { readonly projects: ProjectReads; readonly sessionPlans: SessionPlanReads },
  projectId: string,
  readerAccountId: string,
  now: Date,
): Promise<ProjectPlan> {
  const details = await repositories.projects.findDetails(projectId);
  if (!details || !isInProject(details, readerAccountId)) throw new DomainError('recordNotFound');
  const [proposal, sessions] = await Promise.all([
    repositories.sessionPlans.findOpenProposal(projectId),
    repositories.sessionPlans.listScheduledOfProject(projectId),
  ]);
  const partner = readerAccountId === details.coachAccountId ? details.coachee : details.coach;
  return {
    projectId,
    editable: details.state === 'open',
    openProposal: proposal ? proposalView(details, proposal, readerAccountId) : null,
    sessions: sessions.map((session) =>
      scheduledView(details, session, readerAccountId, fullNameOf(partner), now),
    ),
  };
}

/** The project's details, for the mails; it was locked and checked by the caller. */
export async function detailsOf(tx: TransactionContext, projectId: string): Promise<ProjectDetails> {
  const details = await tx.repositories.projects.findDetails(projectId);
  if (!details) throw new DomainError('recordNotFound');
  return details;
}

/**
 * Reads a proposal or a scheduled session, locks its project's row (every write of a plan happens
 * under it), then reads the record again: an answer, a change or a replacement that committed
 * meanwhile is seen. "Not found" when either is gone.
 */
export async function lockedWithProject<Record extends { readonly projectId: string }>(
  tx: TransactionContext,
  read: (id: string) => Promise<Record | null>,
  id: string,
): Promise<{ project: Project; record: Record }> {
  const found = await read(id);
  const project = found ? await tx.repositories.projects.findByIdForUpdate(found.projectId) : null;
  const record = project ? await read(id) : null;
  if (!project || !record) throw new DomainError('recordNotFound');
  return { project, record };
}
