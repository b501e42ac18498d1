import { fullNameOf } from '../accounts/domain/account.ts';
import { localDateOf } from '../calendar/zoned-time.ts';
import { hoursOf } from '../coaching/domain/hour-entry.ts';
import { daysBetween } from '../coaching/domain/local-day.ts';
import { sessionTimeZone } from '../coaching/domain/session-rules.ts';
import type {
  ClosingRequestView,
  MyProjectView,
  ProjectPerson,
  ProjectRequestView,
  ProjectView,
} from '../contracts/projects.ts';
import type { ClosingRequest, ProjectRequest } from './domain/project.ts';
import type { ProjectDetails, ProjectPersonRecord } from './domain/project-details.ts';

export function projectPersonView(person: ProjectPersonRecord): ProjectPerson {
  return {
    accountId: person.accountId,
    fullName: fullNameOf(person),
    email: person.email,
    profilePhotoPath: person.profilePhotoPath,
  };
}

export function closingRequestView(request: ClosingRequest): ClosingRequestView {
  return {
    id: request.id,
    sessionCount: request.sessionCount,
    state: request.state,
    createdAt: request.createdAt.toISOString(),
    confirmBy: request.confirmBy.toISOString(),
  };
}

/** The log's figures, and for an open project the days since its last session (or its start). */
function sessionLogView(details: ProjectDetails, now: Date): ProjectView['sessionLog'] {
  const { confirmedHalfHours, pendingHalfHours, lastSessionOn } = details.sessionLog;
  const today = localDateOf(now, sessionTimeZone);
  const since = lastSessionOn ?? localDateOf(details.startedAt, sessionTimeZone);
  return {
    confirmedHours: hoursOf(confirmedHalfHours),
    pendingHours: hoursOf(pendingHalfHours),
    lastSessionOn,
    daysWithoutSession: details.state === 'open' ? Math.max(0, daysBetween(since, today)) : null,
  };
}

/** A project as administrators see it, on `now` (for the days without a session). */
export function projectView(details: ProjectDetails, now: Date): ProjectView {
  return {
    id: details.id,
    state: details.state,
    language: details.language,
    coach: projectPersonView(details.coach),
    coachee: projectPersonView(details.coachee),
    startedAt: details.startedAt.toISOString(),
    deadlineAt: details.deadlineAt.toISOString(),
    closedAt: details.closedAt?.toISOString() ?? null,
    sessionCount: details.sessionCount,
    closingRequest: details.closingRequest ? closingRequestView(details.closingRequest) : null,
    abortReason: details.abortReason,
    matchedByAccountId: details.matchedByAccountId,
    overrideReason: details.overrideReason,
    points: { coach: details.points.coach, coachee: details.points.coachee },
    sessionLog: sessionLogView(details, now),
  };
}

/** A project as one of its two members sees it: their role, their partner and their points. */
export function myProjectView(details: ProjectDetails, accountId: string, now: Date): MyProjectView {
  const myRole = details.coachAccountId === accountId ? 'coach' : 'coachee';
  return {
    ...projectView(details, now),
    myRole,
    partner: projectPersonView(myRole === 'coach' ? details.coachee : details.coach),
    myPoints: details.points[myRole],
  };
}

/** True when the account is the project's coach or its coachee. */
export function isInProject(
  project: { readonly coachAccountId: string; readonly coacheeAccountId: string },
  accountId: string,
): boolean {
  return project.coachAccountId === accountId || project.coacheeAccountId === accountId;
}

export function projectRequestView(request: ProjectRequest): ProjectRequestView {
  return {
    id: request.id,
    role: request.role,
    languages: [...request.languages],
    state: request.state,
    createdAt: request.createdAt.toISOString(),
    closedAt: request.closedAt?.toISOString() ?? null,
    projectId: request.projectId,
    lastSkip:
      request.state === 'open' && request.lastSkipReason && request.lastSkipAt
        ? { reason: request.lastSkipReason, at: request.lastSkipAt.toISOString() }
        : null,
  };
}
