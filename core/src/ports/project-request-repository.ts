import type { ProjectRole, pendingAssignmentSortKeys, UnmatchedReason } from '../contracts/projects.ts';
import type { EligibilityFacts } from '../projects/domain/eligibility-facts.ts';
import type { NewProjectRequest, ProjectRequest } from '../projects/domain/project.ts';

/** An open request with its member, as the administrators' pending list shows it. */
export interface PendingAssignmentRecord {
  readonly request: ProjectRequest;
  readonly name: string;
  readonly surname: string;
  readonly email: string;
  readonly score: number;
  /** Every request the member ever made, per side. */
  readonly coachRequestCount: number;
  readonly coacheeRequestCount: number;
}

export interface PendingAssignmentSearch {
  readonly role?: ProjectRole | undefined;
  /** Matches name, surname, full name or e-mail, case-insensitively; empty matches all. */
  readonly search: string;
  /**
   * Ties fall back to the request time, then the id (both ascending); ties of the request time
   * itself fall back to the id in the same direction.
   */
  readonly sort: { readonly key: (typeof pendingAssignmentSortKeys)[number]; readonly descending: boolean };
  readonly offset: number;
  readonly limit: number;
}

export interface ProjectRequestReads {
  findById(id: string): Promise<ProjectRequest | null>;
  /** A member's requests, newest first. */
  listOfAccount(accountId: string): Promise<ProjectRequest[]>;
  /** Every open request, oldest first (ties by id): what a matching run pairs. */
  listOpen(): Promise<ProjectRequest[]>;
  searchOpen(query: PendingAssignmentSearch): Promise<{ items: PendingAssignmentRecord[]; total: number }>;
  /**
   * The facts the eligibility rules read at `at`, for each of these members that exists: the
   * membership periods among them are those covering `at` (`periodCovering`), the only ones the
   * level rule reads, so a run does not carry every member's history.
   */
  eligibilityOf(accountIds: readonly string[], at: Date): Promise<Map<string, EligibilityFacts>>;
}

export interface ProjectRequestRepository extends ProjectRequestReads {
  /**
   * Like listOpen, but holds every open request until the unit of work ends (`FOR UPDATE`): a
   * matching run pairs what it locked, so a cancel (or a manual match) at the same time waits for
   * it and then finds the request matched, instead of a project being made from a cancelled request.
   */
  listOpenForUpdate(): Promise<ProjectRequest[]>;
  /** Holds the request until the unit of work ends (cancel and match racing). */
  findByIdForUpdate(id: string): Promise<ProjectRequest | null>;
  /**
   * Stores an open request; `null` when the member already has an open one on that side (the
   * partial unique index decides, also for two requests sent at once).
   */
  insert(request: NewProjectRequest): Promise<ProjectRequest | null>;
  cancel(id: string, at: Date): Promise<ProjectRequest>;
  /** Closes matched requests with their project, in bulk (a matching run writes thousands). */
  markMatched(matches: readonly { requestId: string; projectId: string }[], at: Date): Promise<void>;
  /** Records why a run passed open requests over, in bulk; clears nothing else. */
  recordSkips(skips: readonly { requestId: string; reason: UnmatchedReason }[], at: Date): Promise<void>;
}
