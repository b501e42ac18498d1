import type { SessionState } from '../../contracts/coaching.ts';

/** A meeting one partner logged in a project; the other partner confirms or disputes it. */
export interface ProjectSession {
  readonly id: string;
  readonly projectId: string;
  /** `YYYY-MM-DD` on Istanbul's calendar. */
  readonly heldOn: string;
  /** Whole half hours, 1 to 16. */
  readonly halfHours: number;
  /** Only its writer ever reads it. */
  readonly note: string | null;
  readonly recordedByAccountId: string;
  readonly state: SessionState;
  readonly disputeReason: string | null;
  readonly createdAt: Date;
  readonly decidedAt: Date | null;
}

export type NewProjectSession = Pick<
  ProjectSession,
  'projectId' | 'heldOn' | 'halfHours' | 'note' | 'recordedByAccountId' | 'createdAt'
>;

/** The partner's answer to a pending session. */
export interface SessionDecision {
  readonly state: 'confirmed' | 'disputed';
  readonly disputeReason: string | null;
  readonly decidedAt: Date;
}

/** What a project's log adds up to (read with the project's details). */
export interface SessionLogFigures {
  readonly confirmedHalfHours: number;
  readonly pendingHalfHours: number;
  /** The last day of a session not disputed; null before the first. */
  readonly lastSessionOn: string | null;
}

/** A member's choices for the coaching log; the defaults when they never chose. */
export interface CoachingPreferencesRecord {
  readonly trainingStartedOn: string | null;
  readonly shareEmailWithCoaches: boolean;
  /** Whether coaches may name this member on a log they publish (ADR 0054); else "Client 3". */
  readonly shareNameWithCoaches: boolean;
}

export const defaultCoachingPreferences: CoachingPreferencesRecord = {
  trainingStartedOn: null,
  shareEmailWithCoaches: false,
  shareNameWithCoaches: false,
};
