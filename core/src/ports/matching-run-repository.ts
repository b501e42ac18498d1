import type { Language } from '../contracts/language.ts';
import type { MatchingRunTrigger } from '../contracts/matching-runs.ts';
import type { ProjectRole, UnmatchedReason } from '../contracts/projects.ts';

/** What a matching run's record keeps of the run itself: when, how started, its figures. */
export interface MatchingRunRecord {
  readonly id: string;
  readonly startedAt: Date;
  readonly trigger: MatchingRunTrigger;
  /** The administrator who started it; null for the schedule and the command line. */
  readonly startedByAccountId: string | null;
  readonly coachRequests: number;
  readonly coacheeRequests: number;
  readonly pairs: number;
  readonly unmatched: number;
  readonly durationMs: number;
}

/** One pair a run made: the ids only (names and waits are read by join when shown). */
export interface MatchingRunPairRecord {
  readonly projectId: string;
  readonly coachRequestId: string;
  readonly coacheeRequestId: string;
  readonly coachAccountId: string;
  readonly coacheeAccountId: string;
  readonly language: Language;
}

/** One request a run left unpaired, and why. */
export interface MatchingRunLeftOverRecord {
  readonly requestId: string;
  readonly accountId: string;
  readonly side: ProjectRole;
  readonly reason: UnmatchedReason;
}

/**
 * A member's name as read now: null when the account is gone (removed without history, ADR 0030),
 * which a run's page shows as a deleted member.
 */
export interface PersonName {
  readonly name: string;
  readonly surname: string;
}

/** A request as read now, for how long it waited: null when it is gone with its account. */
export interface RequestTime {
  readonly requestedAt: Date;
}

export interface MatchingRunListItem extends MatchingRunRecord {
  readonly startedBy: PersonName | null;
}

export interface MatchingRunPairItem extends MatchingRunPairRecord {
  readonly coach: PersonName | null;
  readonly coachee: PersonName | null;
  readonly coachRequest: RequestTime | null;
  readonly coacheeRequest: RequestTime | null;
}

export interface MatchingRunLeftOverItem extends MatchingRunLeftOverRecord {
  readonly member: PersonName | null;
  readonly request: RequestTime | null;
}

/** A slice of a list: `limit` items after the first `offset`. */
export interface ListSlice {
  readonly offset: number;
  readonly limit: number;
}

export interface MatchingRunReads {
  /** The kept runs, newest first (by `startedAt`, then id), and how many there are. */
  list(slice: ListSlice): Promise<{ items: MatchingRunListItem[]; total: number }>;
  find(id: string): Promise<MatchingRunListItem | null>;
  /** A run's pairs in the order it wrote them (the coaches' waiting order). */
  pairsOf(runId: string, slice: ListSlice): Promise<MatchingRunPairItem[]>;
  /** A run's left-overs, oldest request first, as the run listed them. */
  leftOversOf(runId: string, slice: ListSlice): Promise<MatchingRunLeftOverItem[]>;
}

export interface MatchingRunRepository extends MatchingRunReads {
  /**
   * Keeps a run with its pairs and its left-overs, in the caller's unit of work (the one that wrote
   * the projects, so the record and the projects commit or roll back together). Answers the record.
   */
  record(
    run: Omit<MatchingRunRecord, 'id' | 'pairs' | 'unmatched'>,
    pairs: readonly MatchingRunPairRecord[],
    leftOvers: readonly MatchingRunLeftOverRecord[],
  ): Promise<MatchingRunRecord>;
}
