import type { ProjectRole } from '../../contracts/projects.ts';

/** The other partner of a project, as a coaching log names them. */
export interface HourPartner {
  readonly accountId: string;
  readonly name: string;
  readonly surname: string;
  readonly email: string;
  /** Whether they agreed that coaches list their e-mail as a client's contact. */
  readonly sharesEmail: boolean;
  /** Whether they agreed that coaches name them on a published log (ADR 0054); else "Client 3". */
  readonly sharesName: boolean;
}

/**
 * Hours a member spent in one project on one day, as coach (coached) or as coachee (received).
 *
 * - `log`: a confirmed session of the session log.
 * - `closing`: a closed project whose log holds no confirmed session (it closed before the log
 *   existed, or the pair never used it). Its closing count stands in for the hours, on the day it
 *   closed, for the side whose points it moved: the coach for every completed state, the coachee
 *   for `completed_by_coachee` and `completed_confirmed` (ADR 0022).
 */
export interface HourEntry {
  readonly projectId: string;
  /** The member's role in the project. */
  readonly role: ProjectRole;
  readonly partner: HourPartner;
  /** `YYYY-MM-DD` on Istanbul's calendar. */
  readonly day: string;
  /** Whole half hours (3 = 1.5 hours). */
  readonly halfHours: number;
  readonly source: 'log' | 'closing';
  /** The session's id for `log`; null for `closing`. Breaks ties between entries of one day. */
  readonly sessionId: string | null;
}

/** Half hours → hours, for the API and the sheets (3 → 1.5). */
export const hoursOf = (halfHours: number): number => halfHours / 2;

/** Hours → half hours (1.5 → 3); the contracts allow only half-hour steps. */
export const halfHoursOf = (hours: number): number => Math.round(hours * 2);

/**
 * A total order of entries that does not depend on the order they were read in: the day, then the
 * project, then the session. The split and the log use it, so they answer the same for any input order.
 */
export function compareEntries(a: HourEntry, b: HourEntry): number {
  return (
    compareText(a.day, b.day) ||
    compareText(a.projectId, b.projectId) ||
    compareText(a.sessionId ?? '', b.sessionId ?? '') ||
    compareText(a.role, b.role)
  );
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
