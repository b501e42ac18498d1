import { localDateOf } from '../calendar/zoned-time.ts';
import type { ProjectSessionLog, ProjectSessionView } from '../contracts/coaching.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { ProjectReads } from '../ports/project-repository.ts';
import type { ProjectSessionReads } from '../ports/project-session-repository.ts';
import type { TransactionContext } from '../ports/unit-of-work.ts';
import type { Refusal } from '../projects/domain/eligibility.ts';
import type { Project } from '../projects/domain/project.ts';
import { isInProject } from '../projects/project-view.ts';
import { hoursOf } from './domain/hour-entry.ts';
import type { ProjectSession } from './domain/project-session.ts';
import { sessionAbilities, sessionTimeZone } from './domain/session-rules.ts';

type LogProject = Pick<Project, 'id' | 'coachAccountId' | 'coacheeAccountId' | 'state' | 'startedAt'>;

/** The days a new session may carry: from the project's first day to today, on Istanbul's calendar. */
export function sessionWindow(
  project: Pick<Project, 'startedAt'>,
  now: Date,
): { earliestDay: string; latestDay: string } {
  return {
    earliestDay: localDateOf(project.startedAt, sessionTimeZone),
    latestDay: localDateOf(now, sessionTimeZone),
  };
}

/** The half hours that fill the log against `maxSessionsPerProject`: every session not disputed. */
export function loggedHalfHoursOf(sessions: readonly ProjectSession[]): number {
  return sessions
    .filter((session) => session.state !== 'disputed')
    .reduce((sum, session) => sum + session.halfHours, 0);
}

/** One session as `readerAccountId` sees it: a note only when they wrote it. */
function sessionView(
  project: LogProject,
  session: ProjectSession,
  readerAccountId: string,
): ProjectSessionView {
  const mine = session.recordedByAccountId === readerAccountId;
  return {
    id: session.id,
    projectId: session.projectId,
    heldOn: session.heldOn,
    hours: hoursOf(session.halfHours),
    state: session.state,
    mine,
    note: mine ? session.note : null,
    disputeReason: session.disputeReason,
    createdAt: session.createdAt.toISOString(),
    decidedAt: session.decidedAt?.toISOString() ?? null,
    ...sessionAbilities(project, session, readerAccountId),
  };
}

/**
 * A project's log as one partner reads it on `now`. The sessions come in the repository's order
 * (newest day first, then newest logged first); the figures are those of `ProjectDetails.sessionLog`.
 */
export function sessionLogView(
  project: LogProject,
  sessions: readonly ProjectSession[],
  readerAccountId: string,
  now: Date,
): ProjectSessionLog {
  const halfHoursIn = (state: ProjectSession['state']) =>
    sessions
      .filter((session) => session.state === state)
      .reduce((sum, session) => sum + session.halfHours, 0);
  const lastSessionOn = sessions
    .filter((session) => session.state !== 'disputed')
    .reduce<string | null>(
      (last, session) => (last === null || session.heldOn > last ? session.heldOn : last),
      null,
    );
  return {
    projectId: project.id,
    items: sessions.map((session) => sessionView(project, session, readerAccountId)),
    confirmedHours: hoursOf(halfHoursIn('confirmed')),
    pendingHours: hoursOf(halfHoursIn('pending')),
    lastSessionOn,
    editable: project.state === 'open',
    ...sessionWindow(project, now),
  };
}

/**
 * Reads a project's log for one of its partners; anyone else is told the project does not exist.
 * Inside a unit of work, pass its repositories: the answer then shows what the work just wrote.
 */
export async function readSessionLog(
  repositories: { readonly projects: ProjectReads; readonly projectSessions: ProjectSessionReads },
  projectId: string,
  readerAccountId: string,
  now: Date,
): Promise<ProjectSessionLog> {
  const project = await repositories.projects.findById(projectId);
  if (!project || !isInProject(project, readerAccountId)) throw new DomainError('recordNotFound');
  const sessions = await repositories.projectSessions.listOfProject(projectId);
  return sessionLogView(project, sessions, readerAccountId, now);
}

/**
 * The log as the writer reads it after a change, from the project the write locked (its partners
 * already checked by the rules): only the sessions are read again.
 */
export async function logAfterWrite(
  tx: TransactionContext,
  project: LogProject,
  readerAccountId: string,
  now: Date,
): Promise<ProjectSessionLog> {
  const sessions = await tx.repositories.projectSessions.listOfProject(project.id);
  return sessionLogView(project, sessions, readerAccountId, now);
}

/**
 * Finds a session and locks its project's row, then reads the session again: a partner's decision
 * or a removal that committed while this one waited for the lock is what the rules then see, and
 * a project that closed meanwhile is seen closed. A session gone is "not found", as is one of a
 * project the actor is not in (the rules say so).
 */
export async function lockSession(
  tx: TransactionContext,
  projectSessionId: string,
): Promise<{ project: Project; session: ProjectSession }> {
  const { projects, projectSessions } = tx.repositories;
  const found = await projectSessions.findById(projectSessionId);
  const project = found ? await projects.findByIdForUpdate(found.projectId) : null;
  const session = project ? await projectSessions.findById(projectSessionId) : null;
  if (!project || !session) throw new DomainError('recordNotFound');
  return { project, session };
}

/** A refusal of the rules as the member's answer (it rolls the unit of work back). */
export function throwRefusal(refusal: Refusal | null): void {
  if (refusal) throw new DomainError(refusal.key, refusal.data ? { ...refusal.data } : undefined);
}

/** The catalogue keys every session write may answer, for the use cases' `errors` lists. */
export const sessionWriteRefusals = ['recordNotFound', 'projectNotOpen'] as const;
