import type { ProjectState } from '../contracts/projects.ts';
import type {
  ClosingRequest,
  NewClosingRequest,
  NewProject,
  Project,
  ProjectClosing,
  ProjectNoticeKind,
} from '../projects/domain/project.ts';
import type { ProjectDetails, ProjectPersonRecord } from '../projects/domain/project-details.ts';

export interface ProjectSearch {
  readonly state?: ProjectState | undefined;
  /** Projects in which this member is coach or coachee. */
  readonly accountId?: string | undefined;
  /** Matches either partner's name, surname, full name or e-mail, case-insensitively. */
  readonly search: string;
  /**
   * Ties fall back to the newest start, then the id (descending); ties of the start itself fall
   * back to the id in the same direction. `closedAt` puts open projects last.
   */
  readonly sort: {
    readonly key: 'startedAt' | 'deadlineAt' | 'closedAt' | 'state';
    readonly descending: boolean;
  };
  readonly offset: number;
  readonly limit: number;
}

/** The projects list's filters and search without its page and sort: what an export applies. */
export type ProjectMatch = Pick<ProjectSearch, 'state' | 'accountId' | 'search'>;

/** Where an export's batch of projects resumes: after this start and id, newest first. */
export type ProjectKey = Pick<Project, 'startedAt' | 'id'>;

export interface ProjectCountsOfAccount {
  readonly openAsCoach: number;
  readonly totalAsCoach: number;
  readonly openAsCoachee: number;
  readonly totalAsCoachee: number;
}

export interface ProjectReads {
  findById(id: string): Promise<Project | null>;
  findDetails(id: string): Promise<ProjectDetails | null>;
  /**
   * The details of these projects, in no particular order (one query: a matching run mails both
   * partners of thousands of new projects, in their languages).
   */
  listDetails(ids: readonly string[]): Promise<ProjectDetails[]>;
  /** A member's projects as coach or coachee, newest start first; only open ones when asked. */
  listDetailsOfAccount(accountId: string, options?: { openOnly?: boolean }): Promise<ProjectDetails[]>;
  /** How many projects the member has as coach and as coachee, all and open ones (one count). */
  countOfAccount(accountId: string): Promise<ProjectCountsOfAccount>;
  search(query: ProjectSearch): Promise<{ items: ProjectDetails[]; total: number }>;
  /**
   * At most `limit` of the projects `match` finds, newest start first (ties by id the same way),
   * after `after` (from the newest when null): an export's keyset batch along the list's own
   * index of the start (`projects_started_idx`, or the state's), never OFFSET (ADR 0042).
   */
  listMatchingAfter(match: ProjectMatch, after: ProjectKey | null, limit: number): Promise<ProjectDetails[]>;
  /** How many projects `match` finds (an export's total, for its progress). */
  countMatching(match: ProjectMatch): Promise<number>;
  /**
   * These members as partners see them, by account id, in one query: a matching run mails both
   * partners of thousands of new projects without reading the projects back.
   */
  listPeople(accountIds: readonly string[]): Promise<Map<string, ProjectPersonRecord>>;
  findClosingRequest(id: string): Promise<ClosingRequest | null>;
  /**
   * The partners of each member's most recent projects, for the members that have one: "not the
   * same two people as in either one's most recent project". Every project that started at the
   * member's latest start counts (a run starts all of its projects at one instant), not one of
   * them chosen by id. Any state; a member's partners without repeats.
   */
  mostRecentPartners(accountIds: readonly string[]): Promise<Map<string, readonly string[]>>;
  /**
   * The partners of each member's open projects, in either role, for the members that have one:
   * two people never share two open projects (ADR 0035).
   */
  openPartners(accountIds: readonly string[]): Promise<Map<string, readonly string[]>>;
  /** Open projects whose deadline is at or before `now`, oldest deadline first (ids). */
  listOverdue(now: Date, limit: number): Promise<string[]>;
  /** Waiting closing requests whose window ended at or before `now` (ids of their projects). */
  listExpiredClosingRequests(now: Date, limit: number): Promise<string[]>;
  /**
   * Projects due for a warning of `kind` not sent yet: open projects whose deadline (or, for
   * `confirmation_in_1_day`, whose waiting closing request's window) ends at or before `before`.
   */
  listDueForNotice(kind: ProjectNoticeKind, before: Date, limit: number): Promise<ProjectDetails[]>;
}

export interface ProjectRepository extends ProjectReads {
  /** Holds the project until the unit of work ends: every closing action takes this lock first. */
  findByIdForUpdate(id: string): Promise<Project | null>;
  /** Inserts projects in bulk, in the given order (a matching run writes thousands at once). */
  insertMany(projects: readonly NewProject[]): Promise<Project[]>;
  /** Moves an open project to its final state. */
  close(id: string, closing: ProjectClosing): Promise<Project>;
  /** Stores the coach's closing request; `null` when the project has one already (4024). */
  insertClosingRequest(request: NewClosingRequest): Promise<ClosingRequest | null>;
  resolveClosingRequest(
    id: string,
    resolution: { state: 'confirmed' | 'expired' | 'superseded'; at: Date },
  ): Promise<ClosingRequest>;
  /** Notes that a warning went out; false when it had already (so it is sent once). */
  recordNotice(projectId: string, kind: ProjectNoticeKind, at: Date): Promise<boolean>;
}
