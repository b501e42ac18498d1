import { fullNameOf } from '../accounts/domain/account.ts';
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

/** A project as administrators see it. */
export function projectView(details: ProjectDetails): ProjectView {
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
  };
}

/** A project as one of its two members sees it: their role, their partner and their points. */
export function myProjectView(details: ProjectDetails, accountId: string): MyProjectView {
  const myRole = details.coachAccountId === accountId ? 'coach' : 'coachee';
  return {
    ...projectView(details),
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
