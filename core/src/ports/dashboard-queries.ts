/** Members (role User) by access and by membership, as the admin dashboard counts them. */
export interface MembersByState {
  readonly total: number;
  /** Active and not locked: may sign in. */
  readonly active: number;
  /** Made passive by an administrator (and not locked). */
  readonly passive: number;
  /** Locked by an administrator, whether active or passive. */
  readonly locked: number;
  /** Membership ending after now. */
  readonly membershipActive: number;
  /** Membership ended. */
  readonly membershipExpired: number;
  /** Never bought a membership. */
  readonly noMembership: number;
}

/** Accounts created in one calendar month. */
export interface MonthCount {
  /** `YYYY-MM`, on the wall clock of the time zone asked for. */
  readonly month: string;
  readonly count: number;
}

/**
 * Aggregate reads for the dashboards: counted by the database, never by loading rows. Kept apart
 * from the entity repositories because they cut across tables.
 */
export interface DashboardQueries {
  /**
   * Session hours from the ledger: `received` sums the `coachee_sessions` entries (+n), `coached`
   * the `coach_sessions` entries (−n, counted positive). Penalties and adjustments are not hours.
   */
  sessionHours(accountId: string): Promise<{ coached: number; received: number }>;
  membersByState(now: Date): Promise<MembersByState>;
  /** Requests in state `open`, and projects in state `open`: counted from their partial indexes. */
  openWork(): Promise<{ openRequests: number; openProjects: number }>;
  /** Members (role User) created from `since` on, by month in `timeZone`; months without any are left out. */
  signUpsByMonth(since: Date, timeZone: string): Promise<MonthCount[]>;
}
