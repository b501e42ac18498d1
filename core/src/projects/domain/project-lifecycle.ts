import type { ClosingRequestState } from '../../contracts/projects.ts';
import type { CatalogueKey } from '../../errors/catalogue.ts';
import type { LedgerReason } from '../../ledger/domain/ledger-entry.ts';
import type { ApplicationSettings } from '../../settings/domain/application-settings.ts';
import type { Refusal } from './eligibility.ts';
import type { ClosingRequest, Project, ProjectClosing } from './project.ts';

const dayMs = 86_400_000;

/** `days` whole days after `moment` (Istanbul keeps no summer time, so a day is always 24 hours). */
export function daysAfter(moment: Date, days: number): Date {
  return new Date(moment.getTime() + days * dayMs);
}

export type LifecycleSettings = Pick<
  ApplicationSettings,
  'closingRequestMinDays' | 'confirmationWindowDays' | 'maxSessionsPerProject' | 'penaltyPoints'
>;

/**
 * The events of docs/product-rules.md §8. The members' events carry the account that acts; the two
 * system events are the jobs'; an administrator's abort carries the reason.
 */
export type ProjectEvent =
  | ({ readonly kind: 'completeByCoachee' } & MemberCount)
  | ({ readonly kind: 'sendClosingRequest' } & MemberCount)
  | { readonly kind: 'confirmClosingRequest'; readonly actorAccountId: string }
  | { readonly kind: 'expireClosingRequest' }
  | { readonly kind: 'endOverdue' }
  | { readonly kind: 'abortByAdministrator'; readonly actorAccountId: string; readonly reason: string };

/** A partner's closing count; above the log's confirmed hours it needs `confirmAboveLog` (4066). */
interface MemberCount {
  readonly actorAccountId: string;
  readonly sessionCount: number;
  readonly confirmAboveLog?: boolean | undefined;
}

export type ProjectEventKind = ProjectEvent['kind'];

/** What the rules read of a project and of its closing request. */
export interface ProjectSnapshot {
  readonly project: Pick<
    Project,
    'id' | 'coachAccountId' | 'coacheeAccountId' | 'state' | 'startedAt' | 'deadlineAt' | 'sessionCount'
  >;
  readonly closingRequest: Pick<ClosingRequest, 'sessionCount' | 'state' | 'confirmBy'> | null;
  /** The confirmed hours of the session log, in half hours. */
  readonly loggedHalfHours: number;
}

/** A ledger entry an event writes (with the project's id and the acting account). */
export interface PlannedLedgerEntry {
  readonly accountId: string;
  readonly delta: number;
  readonly reason: Extract<LedgerReason, 'coachee_sessions' | 'coach_sessions' | 'unclosed_penalty'>;
}

/** What an accepted event changes: everything of it is written in one unit of work. */
export interface ProjectEffects {
  /** The project's final state, when the event closes it. */
  readonly closing: ProjectClosing | null;
  /** The coach's closing request, when the event sends one. */
  readonly newClosingRequest: {
    readonly sessionCount: number;
    readonly createdAt: Date;
    readonly confirmBy: Date;
  } | null;
  /** How the waiting closing request ends, when the event ends it. */
  readonly closingRequestResolution: Exclude<ClosingRequestState, 'waiting'> | null;
  readonly ledger: readonly PlannedLedgerEntry[];
}

/**
 * The answer of the rules: the effects of an accepted event; a refusal with its catalogue entry;
 * or, for the system's events, "not due" (nothing to do yet, or any more: the jobs are idempotent).
 */
export type ProjectDecision =
  | { readonly outcome: 'accepted'; readonly effects: ProjectEffects }
  | { readonly outcome: 'refused'; readonly refusal: Refusal }
  | { readonly outcome: 'notDue' };

const refuse = (key: CatalogueKey, data?: Record<string, unknown>): ProjectDecision => ({
  outcome: 'refused',
  refusal: data ? { key, data } : { key },
});
const notDue: ProjectDecision = { outcome: 'notDue' };

const nothing: ProjectEffects = {
  closing: null,
  newClosingRequest: null,
  closingRequestResolution: null,
  ledger: [],
};

/** Session hours are a whole number from 1 to the `maxSessionsPerProject` setting (4058 above it). */
export function sessionCountRefusal(sessionCount: number, settings: LifecycleSettings): Refusal | null {
  if (!Number.isInteger(sessionCount) || sessionCount < 1) {
    return {
      key: 'validationFailed',
      data: { fields: { sessionCount: { key: 'tooSmall', params: { minimum: 1 } } } },
    };
  }
  if (sessionCount > settings.maxSessionsPerProject) {
    return { key: 'tooManySessions', data: { maximum: settings.maxSessionsPerProject } };
  }
  return null;
}

/**
 * The session log keeps the count honest: a count above its confirmed hours is accepted only when
 * the partner confirms it (an empty log too: the pair may not have used it).
 */
function aboveLogRefusal(snapshot: ProjectSnapshot, event: MemberCount): ProjectDecision | null {
  if (event.confirmAboveLog === true || event.sessionCount * 2 <= snapshot.loggedHalfHours) return null;
  return refuse('sessionCountAboveLog', {
    sessionCount: event.sessionCount,
    loggedHours: snapshot.loggedHalfHours / 2,
  });
}

/** The coachee earns the hours they received, the coach spends the hours they gave. */
function sessionEntries(snapshot: ProjectSnapshot, sessionCount: number): PlannedLedgerEntry[] {
  return [
    { accountId: snapshot.project.coacheeAccountId, delta: sessionCount, reason: 'coachee_sessions' },
    { accountId: snapshot.project.coachAccountId, delta: -sessionCount, reason: 'coach_sessions' },
  ];
}

/** Both sides lose the penalty; a penalty of 0 moves no points, so it writes no entry. */
function penaltyEntries(snapshot: ProjectSnapshot, penaltyPoints: number): PlannedLedgerEntry[] {
  if (penaltyPoints === 0) return [];
  return [
    { accountId: snapshot.project.coachAccountId, delta: -penaltyPoints, reason: 'unclosed_penalty' },
    { accountId: snapshot.project.coacheeAccountId, delta: -penaltyPoints, reason: 'unclosed_penalty' },
  ];
}

/** A closing action that beats a waiting closing request makes it `superseded`. */
function supersedeWaiting(snapshot: ProjectSnapshot): ProjectEffects['closingRequestResolution'] {
  return snapshot.closingRequest?.state === 'waiting' ? 'superseded' : null;
}

/**
 * Someone who is not in the project is told it does not exist, never that it is someone else's;
 * a partner acting in the other's place is told who may (4051 / 4060).
 */
function roleRefusal(snapshot: ProjectSnapshot, actorAccountId: string, role: 'coach' | 'coachee') {
  const { coachAccountId, coacheeAccountId } = snapshot.project;
  if (actorAccountId !== coachAccountId && actorAccountId !== coacheeAccountId)
    return refuse('recordNotFound');
  if (role === 'coachee' && actorAccountId !== coacheeAccountId) return refuse('onlyCoachee');
  if (role === 'coach' && actorAccountId !== coachAccountId) return refuse('onlyCoach');
  return null;
}

/** The first closing action wins: every later one is told the project closed, and how (4050). */
function notOpen(snapshot: ProjectSnapshot): ProjectDecision | null {
  return snapshot.project.state === 'open'
    ? null
    : refuse('projectNotOpen', { state: snapshot.project.state });
}

function fromRefusal(refusal: Refusal | null): ProjectDecision | null {
  return refusal ? { outcome: 'refused', refusal } : null;
}

/**
 * The project state machine of docs/product-rules.md §8: whether `event` may happen to the project at
 * `now`, and what it changes. Pure: the use cases lock the project's row, ask, and write the effects.
 *
 * Members' actions are accepted while the project is open in the database, also in the hours between
 * its deadline and the job that ends it: the job is just another closing action, and the first wins.
 */
export function decideProjectEvent(
  snapshot: ProjectSnapshot,
  event: ProjectEvent,
  now: Date,
  settings: LifecycleSettings,
): ProjectDecision {
  const { project, closingRequest } = snapshot;
  switch (event.kind) {
    case 'completeByCoachee': {
      const refused =
        roleRefusal(snapshot, event.actorAccountId, 'coachee') ??
        notOpen(snapshot) ??
        fromRefusal(sessionCountRefusal(event.sessionCount, settings)) ??
        aboveLogRefusal(snapshot, event);
      if (refused) return refused;
      return accepted({
        closing: closing('completed_by_coachee', now, event.actorAccountId, event.sessionCount),
        closingRequestResolution: supersedeWaiting(snapshot),
        ledger: sessionEntries(snapshot, event.sessionCount),
      });
    }

    case 'sendClosingRequest': {
      const earliest = daysAfter(project.startedAt, settings.closingRequestMinDays);
      const refused =
        roleRefusal(snapshot, event.actorAccountId, 'coach') ??
        notOpen(snapshot) ??
        (now.getTime() < earliest.getTime()
          ? refuse('closingRequestTooEarly', {
              days: settings.closingRequestMinDays,
              availableAt: earliest.toISOString(),
            })
          : null) ??
        (closingRequest ? refuse('closingRequestAlreadySent', { state: closingRequest.state }) : null) ??
        fromRefusal(sessionCountRefusal(event.sessionCount, settings)) ??
        aboveLogRefusal(snapshot, event);
      if (refused) return refused;
      return accepted({
        newClosingRequest: {
          sessionCount: event.sessionCount,
          createdAt: now,
          confirmBy: daysAfter(now, settings.confirmationWindowDays),
        },
      });
    }

    case 'confirmClosingRequest': {
      const refused = roleRefusal(snapshot, event.actorAccountId, 'coachee');
      if (refused) return refused;
      if (!closingRequest) return refuse('recordNotFound');
      // A window that passed is said so (4053), whether or not the job has completed the project yet.
      const windowClosed = refuse('confirmationWindowClosed', {
        confirmBy: closingRequest.confirmBy.toISOString(),
        state: project.state,
      });
      if (closingRequest.state === 'expired') return windowClosed;
      const closed = notOpen(snapshot);
      if (closed) return closed;
      if (closingRequest.state !== 'waiting') return refuse('projectNotOpen', { state: project.state });
      if (now.getTime() >= closingRequest.confirmBy.getTime()) return windowClosed;
      return accepted({
        closing: closing('completed_confirmed', now, event.actorAccountId, closingRequest.sessionCount),
        closingRequestResolution: 'confirmed',
        ledger: sessionEntries(snapshot, closingRequest.sessionCount),
      });
    }

    case 'expireClosingRequest': {
      const closed = notOpen(snapshot);
      if (closed) return closed;
      if (closingRequest?.state !== 'waiting') return notDue;
      if (closingRequest.confirmBy.getTime() > now.getTime()) return notDue;
      // The coach gave the hours; the coachee, who did not confirm them, earns nothing.
      return accepted({
        closing: closing('completed_by_system', now, null, closingRequest.sessionCount),
        closingRequestResolution: 'expired',
        ledger: [
          {
            accountId: project.coachAccountId,
            delta: -closingRequest.sessionCount,
            reason: 'coach_sessions',
          },
        ],
      });
    }

    case 'endOverdue': {
      const closed = notOpen(snapshot);
      if (closed) return closed;
      if (project.deadlineAt.getTime() > now.getTime()) return notDue;
      // The coach did close the project in time: the confirmation window is the coachee's right,
      // even when it runs past the deadline. The window's end decides (expireClosingRequest).
      if (closingRequest?.state === 'waiting') return notDue;
      return accepted({
        closing: closing('aborted_by_system', now, null, null),
        ledger: penaltyEntries(snapshot, settings.penaltyPoints),
      });
    }

    case 'abortByAdministrator': {
      const closed = notOpen(snapshot);
      if (closed) return closed;
      return accepted({
        closing: {
          ...closing('aborted_by_administrator', now, event.actorAccountId, null),
          abortReason: event.reason,
        },
        closingRequestResolution: supersedeWaiting(snapshot),
      });
    }
  }
}

function accepted(effects: Partial<ProjectEffects>): ProjectDecision {
  return { outcome: 'accepted', effects: { ...nothing, ...effects } };
}

function closing(
  state: ProjectClosing['state'],
  closedAt: Date,
  closedByAccountId: string | null,
  sessionCount: number | null,
): ProjectClosing {
  return { state, closedAt, closedByAccountId, sessionCount, abortReason: null };
}

/** The snapshot after the effects: what the database holds once they are written. */
export function applyProjectEffects(snapshot: ProjectSnapshot, effects: ProjectEffects): ProjectSnapshot {
  const project = effects.closing
    ? { ...snapshot.project, state: effects.closing.state, sessionCount: effects.closing.sessionCount }
    : snapshot.project;
  let closingRequest = snapshot.closingRequest;
  if (effects.newClosingRequest) {
    const { sessionCount, confirmBy } = effects.newClosingRequest;
    closingRequest = { sessionCount, confirmBy, state: 'waiting' };
  }
  if (effects.closingRequestResolution && closingRequest) {
    closingRequest = { ...closingRequest, state: effects.closingRequestResolution };
  }
  return { project, closingRequest, loggedHalfHours: snapshot.loggedHalfHours };
}

/**
 * The points a closed project moved, per side, by its final state: what its ledger entries must
 * add up to. An open project moved none.
 */
export function pointsOfOutcome(
  snapshot: ProjectSnapshot,
  penaltyPoints: number,
): { readonly coach: number; readonly coachee: number } {
  const n = snapshot.project.sessionCount ?? 0;
  switch (snapshot.project.state) {
    case 'completed_by_coachee':
    case 'completed_confirmed':
      return { coach: -n, coachee: n };
    case 'completed_by_system':
      return { coach: -n, coachee: 0 };
    case 'aborted_by_system':
      return { coach: -penaltyPoints, coachee: -penaltyPoints };
    case 'open':
    case 'aborted_by_administrator':
      return { coach: 0, coachee: 0 };
  }
}

/** The catalogue keys the members' events may answer, for the use cases' `errors` lists. */
export const projectActionRefusals = [
  'recordNotFound',
  'projectNotOpen',
  'tooManySessions',
  'sessionCountAboveLog',
] as const satisfies readonly CatalogueKey[];
