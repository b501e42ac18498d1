/**
 * The programme reports' aggregates (ADR 0051), each one statement counted by the database and
 * grouped by calendar month on the wall clock of `timeZone`. Months with nothing in them are left
 * out; the use cases fill them in.
 */

/** The months asked for: from the start of the first to the start of the month after the last. */
export interface ReportWindow {
  readonly since: Date;
  readonly until: Date;
  readonly timeZone: string;
  /** The months in order (`YYYY-MM`), with the instants each starts and ends at, for reads by overlap. */
  readonly months: readonly { readonly month: string; readonly starts: Date; readonly ends: Date }[];
}

/**
 * A clock that runs on working days only, day by day from `firstDay`: `workingDaysBefore[i]` is the
 * number of working days before `days[i]`, and `working[i]` whether `days[i]` is one. The working
 * time between two instants is the difference of their readings (working-day-clock.ts): built in
 * core from the holiday calendar, so every store measures waits the same, holidays included.
 */
export interface WorkingDayTable {
  readonly days: readonly string[];
  readonly workingDaysBefore: readonly number[];
  readonly working: readonly boolean[];
}

export interface FunnelRow {
  readonly month: string;
  readonly registered: number;
  readonly paid: number;
  readonly requested: number;
  readonly matched: number;
  readonly completed: number;
}

/** Waits of one month, or of the whole window (`month` null). Percentiles are continuous (interpolated). */
export interface WaitRow {
  readonly month: string | null;
  readonly started: number;
  readonly done: number;
  readonly withinPromise: number;
  readonly median: number | null;
  readonly p90: number | null;
}

export interface ProjectOutcomeRow {
  readonly month: string;
  readonly state: string;
  readonly count: number;
}

/**
 * Membership periods that started (`starts`) or ended (`ends`) before each of a list of instants,
 * by package: `bucket` 0 before the first instant, i between the i-th and the next. The members
 * holding a membership at an instant are the periods started before it less those ended before it
 * (a member's periods never overlap, ADR 0031, so each is one member at a time).
 */
export interface MembershipChangeRow {
  readonly kind: 'starts' | 'ends';
  readonly bucket: number;
  readonly membershipPackageId: string;
  readonly count: number;
}

export interface RevenueRow {
  readonly month: string;
  readonly membershipPackageId: string;
  readonly orders: number;
  /** In cents, so that sums stay exact. */
  readonly revenueCents: number;
}

export interface PointsRow {
  readonly month: string;
  readonly given: number;
  readonly spent: number;
  readonly penalties: number;
}

/** The waits whose length each finished one keeps (ADR 0051): a request's for its match, a proof's for its review. */
export const recordedWaits = ['match', 'proofReview'] as const;
export type RecordedWait = (typeof recordedWaits)[number];

export interface ReportQueries {
  /** Accounts (members and guests) registered in each month, and how many of them went on to each step. */
  funnel(window: ReportWindow): Promise<FunnelRow[]>;
  /**
   * Requests sent in each month: how many, how many matched, and their waits to the match in
   * working days (by `clock`), within `promiseWorkingDays` or not; also the whole window's figures.
   */
  matchWaits(window: ReportWindow, clock: WorkingDayTable, promiseWorkingDays: number): Promise<WaitRow[]>;
  /**
   * When the oldest finished wait of `kind` whose length is not recorded started (a matched
   * request's sending, a reviewed proof's upload); null when every such wait is recorded.
   */
  oldestUnrecordedWait(kind: RecordedWait): Promise<Date | null>;
  /**
   * Records the length of up to `limit` finished waits of `kind` that have none, oldest first, as
   * `clock` reads it (it covers their days): what the report reads for them from then on, instead
   * of the clock. Answers how many were recorded.
   */
  recordWaits(kind: RecordedWait, clock: WorkingDayTable, timeZone: string, limit: number): Promise<number>;
  /** The same for proofs uploaded in each month and their reviews. */
  proofReviewWaits(
    window: ReportWindow,
    clock: WorkingDayTable,
    promiseWorkingDays: number,
  ): Promise<WaitRow[]>;
  /** Projects closed in each month, by final state. */
  projectOutcomes(window: ReportWindow): Promise<ProjectOutcomeRow[]>;
  /** Starts and ends of membership periods bucketed by `instants` (ascending), by package. */
  membershipChanges(instants: readonly Date[]): Promise<MembershipChangeRow[]>;
  /** Orders created in each month, by package. */
  revenue(window: ReportWindow): Promise<RevenueRow[]>;
  /** The ledger's entries of each month: points added, taken, and penalties among those taken. */
  points(window: ReportWindow): Promise<PointsRow[]>;
}
