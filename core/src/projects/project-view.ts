import { fullNameOf } from '../accounts/domain/account.ts';
import { isErasedAccount } from '../accounts/domain/erase-account.ts';
import { revealed, type Viewer } from '../accounts/domain/personal-data-visibility.ts';
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

/** Who looks at a person of a project: a viewer of the table, or the person themselves. */
type Looker = Viewer | 'self';

/** A person of a project as `looker` sees them: a coach sees the coachee's e-mail only when shared. */
export function projectPersonView(person: ProjectPersonRecord, looker: Looker): ProjectPerson {
  return {
    accountId: person.accountId,
    fullName: fullNameOf(person),
    // A deleted member's placeholder address is nobody's (ADR 0030).
    email: isErasedAccount({ id: person.accountId, email: person.email })
      ? null
      : looker === 'self'
        ? person.email
        : revealed(looker, 'email', person.email, person.sharesEmailWithCoaches),
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

/**
 * A project on `now` (for the days without a session), its people as `lookers` see them: the
 * administrator for the back office; for a member, themselves and their partner (`myProjectView`).
 */
export function projectView(
  details: ProjectDetails,
  now: Date,
  lookers: { readonly coach: Looker; readonly coachee: Looker } = {
    coach: 'administrator',
    coachee: 'administrator',
  },
): ProjectView {
  return {
    id: details.id,
    state: details.state,
    language: details.language,
    coach: projectPersonView(details.coach, lookers.coach),
    coachee: projectPersonView(details.coachee, lookers.coachee),
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
  // Each partner looks at the other in the role they hold (ADR 0033).
  const lookers: { coach: Looker; coachee: Looker } =
    myRole === 'coach' ? { coach: 'self', coachee: 'coach' } : { coach: 'coachee', coachee: 'self' };
  const view = projectView(details, now, lookers);
  return {
    ...view,
    myRole,
    partner: myRole === 'coach' ? view.coachee : view.coach,
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
