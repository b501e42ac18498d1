import type {
  AgendaEntry,
  CalendarFeedRecord,
  NewScheduledSession,
  NewSessionProposal,
  ScheduledSession,
  SessionProposal,
} from '../planning/domain/session-plan.ts';

export interface SessionPlanReads {
  findProposal(id: string): Promise<SessionProposal | null>;
  /** The project's open proposal; there is at most one (a new one replaces it). */
  findOpenProposal(projectId: string): Promise<SessionProposal | null>;
  findScheduled(id: string): Promise<ScheduledSession | null>;
  /** A project's scheduled sessions not cancelled, soonest first. */
  listScheduledOfProject(projectId: string): Promise<ScheduledSession[]>;
  /**
   * The account's sessions (as coach or coachee) starting at or after `from`, soonest first, at
   * most `limit`; cancelled ones too when `withCancelled` (a feed tells calendars they were).
   */
  listAgendaOf(
    accountId: string,
    query: { readonly from: Date; readonly limit: number; readonly withCancelled: boolean },
  ): Promise<AgendaEntry[]>;
  /** Scheduled sessions of open projects starting in [from, to) that were not reminded of yet. */
  listDueForReminder(from: Date, to: Date, limit: number): Promise<ScheduledSession[]>;
  findFeedByToken(token: string): Promise<CalendarFeedRecord | null>;
  findFeedOf(accountId: string): Promise<CalendarFeedRecord | null>;
}

/** Proposals, scheduled sessions and calendar feeds. Writes happen under the project's row lock. */
export interface SessionPlanRepository extends SessionPlanReads {
  insertProposal(proposal: NewSessionProposal): Promise<SessionProposal>;
  /** Closes an open proposal: answered (accepted, declined) or replaced by a newer one. */
  closeProposal(id: string, state: Exclude<SessionProposal['state'], 'open'>, at: Date): Promise<void>;
  insertScheduled(session: NewScheduledSession): Promise<ScheduledSession>;
  /** A new time or a cancellation: the row as given, its sequence one higher. */
  changeScheduled(
    id: string,
    change: Pick<ScheduledSession, 'startsAt' | 'minutes' | 'state' | 'updatedAt'>,
  ): Promise<ScheduledSession>;
  /** Notes the reminder; false when it was noted already (so it is mailed once). */
  markReminded(id: string, at: Date): Promise<boolean>;
  markLogged(id: string, loggedSessionId: string): Promise<void>;
  /** Sets the account's feed token (a new one replaces the old, which stops working). */
  saveFeed(feed: CalendarFeedRecord): Promise<void>;
  deleteFeed(accountId: string): Promise<void>;
}
