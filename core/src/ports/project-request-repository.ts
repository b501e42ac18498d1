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

/** The open requests list's side and search without its page and sort: what an export applies. */
export type OpenRequestMatch = Pick<PendingAssignmentSearch, 'role' | 'search'>;

/** An open request as a matching run pairs it. */
export type RequestToMatch = Pick<ProjectRequest, 'id' | 'accountId' | 'role' | 'languages' | 'createdAt'>;

/** What a matching run reads of a member: the rules' facts and the partners it may not get again. */
export interface MemberToMatch {
  readonly facts: EligibilityFacts;
  /** The partners of every project at the member's latest start, either role (`mostRecentPartners`). */
  readonly recentPartners: readonly string[];
  /** The partners of the member's open projects, either role (`openPartners`). */
  readonly openPartners: readonly string[];
}

/**
 * Everything a matching run reads but the settings, at one moment: every open request, oldest
 * first (ties by id), and each of their members whose account exists. It must equal what
 * `listOpen`, `eligibilityOf`, `mostRecentPartners` and `openPartners` answer together
 * (`matchingSnapshotFrom`); a store may keep the members' facts up to date as they change
 * (ADR 0047) to read it in one go.
 */
export interface MatchingSnapshot {
  readonly requests: readonly RequestToMatch[];
  readonly members: ReadonlyMap<string, MemberToMatch>;
}

/**
 * A snapshot for a preview, with what tells how long its plan holds: the store's matching version
 * it was read at (in the same read), and the moment the members' covering periods may change
 * without a write.
 */
export interface MatchingSnapshotAt extends MatchingSnapshot {
  /** `matchingVersion` as it was when these rows were read. */
  readonly version: string;
  /**
   * The earliest start after `at` of a membership period of a member with an open request: the
   * period covering that moment (and so the member's level) may then be another.
   */
  readonly nextPeriodStart: Date | null;
  /**
   * What the store had committed when these rows were read, to ask later what changed since
   * (`matchingChangesSince`); null when the store tells no changes (the memory tier).
   */
  readonly seen: string | null;
}

/**
 * What changed in the matching snapshot since a read (`seen`): every member whom a write committed
 * since touched, with all of its open requests now (oldest first, ties by id) and its facts when it
 * has an open request and an account. A snapshot with these members' requests and facts put in
 * place of its own is the snapshot read now, as long as its other members' facts still hold at the
 * moment asked about (`withMatchingChanges`, `snapshotHoldsUntil`).
 */
export interface MatchingChanges {
  readonly accountIds: readonly string[];
  readonly requests: readonly RequestToMatch[];
  readonly members: ReadonlyMap<string, MemberToMatch>;
  /** As in `MatchingSnapshotAt`, read with these rows. */
  readonly version: string;
  readonly nextPeriodStart: Date | null;
  readonly seen: string;
}

export interface ProjectRequestReads {
  findById(id: string): Promise<ProjectRequest | null>;
  /** A member's requests, newest first. */
  listOfAccount(accountId: string): Promise<ProjectRequest[]>;
  /** Every open request, oldest first (ties by id): what a matching run pairs. */
  listOpen(): Promise<ProjectRequest[]>;
  searchOpen(query: PendingAssignmentSearch): Promise<{ items: PendingAssignmentRecord[]; total: number }>;
  /**
   * At most `limit` of the open requests `match` finds, the longest waiting first (ties by id),
   * after `after` (from the first when null): an export's keyset batch along the open requests'
   * own index (`project_requests_open_idx`), never OFFSET (ADR 0042).
   */
  listOpenAfter(
    match: OpenRequestMatch,
    after: Pick<ProjectRequest, 'createdAt' | 'id'> | null,
    limit: number,
  ): Promise<PendingAssignmentRecord[]>;
  /** How many open requests `match` finds (an export's total, for its progress). */
  countOpen(match: OpenRequestMatch): Promise<number>;
  /**
   * The facts the eligibility rules read at `at`, for each of these members that exists: the
   * membership periods among them are those covering `at` (`periodCovering`), the only ones the
   * level rule reads, so a run does not carry every member's history.
   */
  eligibilityOf(accountIds: readonly string[], at: Date): Promise<Map<string, EligibilityFacts>>;
  /** What a matching run (or its preview) pairs at `at`, read at once (see `MatchingSnapshot`). */
  matchingSnapshot(at: Date): Promise<MatchingSnapshotAt>;
  /**
   * A mark of everything `matchingSnapshot` reads, as committed: it moves when a committed write
   * changes the open requests, a member's facts (requests, projects, proofs), an account's status,
   * lock, end date, score or package, a membership period or a package's level (it may move for
   * other writes too). While it stays, `matchingSnapshot` at one moment answers the same. Cheap: a
   * preview asks it on every call to know whether its kept plan still holds (ADR 0047).
   */
  matchingVersion(): Promise<string>;
  /**
   * What changed since the snapshot read at `seen` (`MatchingChanges`), the changed members' facts
   * at `at`; null when the store cannot tell: it notes no changes, one of them touched everything
   * (a package's level), too many members changed, or it no longer keeps changes that old. The
   * caller then reads the whole snapshot.
   */
  matchingChangesSince(seen: string, at: Date): Promise<MatchingChanges | null>;
}

export interface ProjectRequestRepository extends ProjectRequestReads {
  /**
   * Like listOpen, but holds every open request until the unit of work ends (`FOR UPDATE`): a
   * matching run pairs what it locked, so a cancel (or a manual match) at the same time waits for
   * it and then finds the request matched, instead of a project being made from a cancelled request.
   */
  listOpenForUpdate(): Promise<ProjectRequest[]>;
  /** `matchingSnapshot`, holding every open request until the unit of work ends, as `listOpenForUpdate`. */
  matchingSnapshotForUpdate(at: Date): Promise<MatchingSnapshot>;
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
