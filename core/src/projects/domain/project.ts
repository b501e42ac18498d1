import type { Language } from '../../contracts/language.ts';
import type {
  ClosingRequestState,
  FinalProjectState,
  ProjectRequestState,
  ProjectRole,
  ProjectState,
  UnmatchedReason,
} from '../../contracts/projects.ts';

/** A member's request to coach or to be coached, open until a matching run (or an administrator) pairs it. */
export interface ProjectRequest {
  readonly id: string;
  readonly accountId: string;
  readonly role: ProjectRole;
  /** The coaching languages the member accepts for this project. */
  readonly languages: readonly Language[];
  readonly state: ProjectRequestState;
  readonly createdAt: Date;
  /** When it was matched or cancelled. */
  readonly closedAt: Date | null;
  readonly projectId: string | null;
  /** Why the last matching run passed it over, while it is open. */
  readonly lastSkipReason: UnmatchedReason | null;
  readonly lastSkipAt: Date | null;
}

export type NewProjectRequest = Pick<ProjectRequest, 'accountId' | 'role' | 'languages' | 'createdAt'>;

/** A coach and a coachee working together for at most `projectClosingDays`. */
export interface Project {
  readonly id: string;
  readonly coachAccountId: string;
  readonly coacheeAccountId: string;
  readonly coachRequestId: string;
  readonly coacheeRequestId: string;
  readonly language: Language;
  readonly state: ProjectState;
  readonly startedAt: Date;
  /** Fixed at the start from the setting then in force (settings never rewrite history). */
  readonly deadlineAt: Date;
  readonly closedAt: Date | null;
  /** Who closed it: a partner or an administrator; null when the system did. */
  readonly closedByAccountId: string | null;
  /** The session hours scored (or sent in the closing request that closed it). */
  readonly sessionCount: number | null;
  readonly abortReason: string | null;
  /** The administrator who paired them by hand; null for a matching run. */
  readonly matchedByAccountId: string | null;
  /** The reason an administrator gave for pairing the partners of a most recent project again. */
  readonly overrideReason: string | null;
}

export type NewProject = Pick<
  Project,
  | 'coachAccountId'
  | 'coacheeAccountId'
  | 'coachRequestId'
  | 'coacheeRequestId'
  | 'language'
  | 'startedAt'
  | 'deadlineAt'
  | 'matchedByAccountId'
  | 'overrideReason'
>;

/** How a project closes: its final state, and by whom, with what. */
export interface ProjectClosing {
  readonly state: FinalProjectState;
  readonly closedAt: Date;
  readonly closedByAccountId: string | null;
  readonly sessionCount: number | null;
  readonly abortReason: string | null;
}

/** The coach's closing request: the hours, waiting for the coachee's confirmation until `confirmBy`. */
export interface ClosingRequest {
  readonly id: string;
  readonly projectId: string;
  readonly sessionCount: number;
  readonly state: ClosingRequestState;
  readonly createdAt: Date;
  readonly confirmBy: Date;
  readonly resolvedAt: Date | null;
}

export type NewClosingRequest = Pick<
  ClosingRequest,
  'projectId' | 'sessionCount' | 'createdAt' | 'confirmBy'
>;

/** The deadline warnings a project's members get once each (docs/product-rules.md §8). */
export const projectNoticeKinds = [
  'deadline_in_7_days',
  'deadline_in_1_day',
  'confirmation_in_1_day',
] as const;
export type ProjectNoticeKind = (typeof projectNoticeKinds)[number];
