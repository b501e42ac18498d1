import type { HourEntry } from '../coaching/domain/hour-entry.ts';
import type {
  CoachingPreferencesRecord,
  NewProjectSession,
  ProjectSession,
  SessionDecision,
} from '../coaching/domain/project-session.ts';

/** An open project that went `days` without a session: the reminder's subject. */
export interface SessionGap {
  readonly projectId: string;
  /** The last day of a session not disputed, or the project's first day before any. */
  readonly gapStartedOn: string;
}

export interface ProjectSessionReads {
  findById(id: string): Promise<ProjectSession | null>;
  /** A project's sessions, newest day first, then newest logged first. */
  listOfProject(projectId: string): Promise<ProjectSession[]>;
  /**
   * The sessions of all these projects in one read, each project's in `listOfProject`'s order (the
   * projects' own come interleaved): a member's data export asked for 500 projects one by one.
   */
  listOfProjects(projectIds: readonly string[]): Promise<ProjectSession[]>;
  /**
   * Open projects whose gap began on or before `gapStartedOnOrBefore` (a day on Istanbul's
   * calendar) and that were not reminded of this gap yet, oldest gap first.
   */
  listDueForReminder(gapStartedOnOrBefore: string, limit: number): Promise<SessionGap[]>;
}

/**
 * The session log of projects. Every write happens under the project's row lock (taken by the use
 * case), so a session never lands in a project that closed meanwhile.
 */
export interface ProjectSessionRepository extends ProjectSessionReads {
  insert(session: NewProjectSession): Promise<ProjectSession>;
  decide(id: string, decision: SessionDecision): Promise<ProjectSession>;
  delete(id: string): Promise<void>;
  /** Notes that a gap was reminded of; false when it had been already (so it is mailed once). */
  recordReminder(gap: SessionGap, at: Date): Promise<boolean>;
}

/** One member's coached hours as the administrators' "near a threshold" list reads them. */
export interface CoachedHoursOfMember {
  readonly accountId: string;
  readonly name: string;
  readonly surname: string;
  readonly email: string;
  /** Coached half hours on or after the member's training start (all of them when none is set). */
  readonly countedHalfHours: number;
}

/** Half hours from `from` to `to`, both included. */
export interface HalfHourRange {
  readonly from: number;
  readonly to: number;
}

export interface CoachingHoursReads {
  /** Every hour entry of the member, as coach and as coachee (see `HourEntry`), in no order. */
  listHourEntries(accountId: string): Promise<HourEntry[]>;
  /**
   * Every member (User or Guest: not staff) with coached hours that count, in no order; only those
   * whose counted half hours lie in one of `within` (bounds included) when it is given. The
   * PostgreSQL tier keeps each member's figure up to date as sessions, closings and training starts
   * change, so that a range is read by an index instead of summing the whole session log.
   */
  listCoachedHours(within?: readonly HalfHourRange[]): Promise<CoachedHoursOfMember[]>;
  /** The member's choices, or the defaults when they never chose. */
  findPreferences(accountId: string): Promise<CoachingPreferencesRecord>;
}

export interface CoachingHoursRepository extends CoachingHoursReads {
  savePreferences(accountId: string, preferences: CoachingPreferencesRecord, at: Date): Promise<void>;
}
