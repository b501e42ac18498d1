import type { Refusal } from '../../projects/domain/eligibility.ts';
import type { Project } from '../../projects/domain/project.ts';
import type { ProjectSession } from './project-session.ts';

/** Sessions happen on days of Istanbul's calendar, like every other date of the programme. */
export const sessionTimeZone = 'Europe/Istanbul';

/** Days without a session after which both partners are reminded (once per gap). */
export const reminderGapDays = 14;

type ProjectFacts = Pick<Project, 'coachAccountId' | 'coacheeAccountId' | 'state'>;

/** Someone outside the project is told it does not exist; a closed project's log is kept as it is. */
function projectRefusal(project: ProjectFacts, actorAccountId: string): Refusal | null {
  if (actorAccountId !== project.coachAccountId && actorAccountId !== project.coacheeAccountId)
    return { key: 'recordNotFound' };
  if (project.state !== 'open') return { key: 'projectNotOpen', data: { state: project.state } };
  return null;
}

/**
 * Whether a partner may log a session of `halfHours` on `heldOn`: in an open project, on a day
 * from the project's first day to today, and without the log (sessions not disputed) going over
 * `maxSessionsPerProject` hours, the most a project can close with.
 */
export function logSessionRefusal(
  project: ProjectFacts,
  actorAccountId: string,
  session: { readonly heldOn: string; readonly halfHours: number },
  window: { readonly earliestDay: string; readonly latestDay: string },
  loggedHalfHours: number,
  maxSessionsPerProject: number,
): Refusal | null {
  const refused = projectRefusal(project, actorAccountId);
  if (refused) return refused;
  if (session.heldOn < window.earliestDay || session.heldOn > window.latestDay) {
    return {
      key: 'validationFailed',
      data: {
        fields: {
          heldOn: {
            key: 'dateOutOfRange',
            params: { earliest: window.earliestDay, latest: window.latestDay },
          },
        },
      },
    };
  }
  if (loggedHalfHours + session.halfHours > maxSessionsPerProject * 2)
    return { key: 'sessionLogFull', data: { maximum: maxSessionsPerProject } };
  return null;
}

/**
 * Whether the partner may confirm (a pending or a disputed session: they may change their mind)
 * or dispute (a pending one) a session. The one who logged it may do neither.
 */
export function decideSessionRefusal(
  project: ProjectFacts,
  session: Pick<ProjectSession, 'recordedByAccountId' | 'state'>,
  actorAccountId: string,
  decision: 'confirmed' | 'disputed',
): Refusal | null {
  const refused = projectRefusal(project, actorAccountId);
  if (refused) return refused;
  if (session.recordedByAccountId === actorAccountId) return { key: 'onlySessionPartner' };
  const open = decision === 'confirmed' ? session.state !== 'confirmed' : session.state === 'pending';
  return open ? null : { key: 'sessionAlreadyDecided', data: { state: session.state } };
}

/** Only the one who logged a session removes it, while it is not confirmed and the project is open. */
export function removeSessionRefusal(
  project: ProjectFacts,
  session: Pick<ProjectSession, 'recordedByAccountId' | 'state'>,
  actorAccountId: string,
): Refusal | null {
  const refused = projectRefusal(project, actorAccountId);
  if (refused) return refused;
  if (session.recordedByAccountId !== actorAccountId) return { key: 'onlySessionRecorder' };
  if (session.state === 'confirmed') return { key: 'sessionConfirmedStays' };
  return null;
}

/** What the reader may do with a session now (the use cases check again when they do it). */
export function sessionAbilities(
  project: ProjectFacts,
  session: Pick<ProjectSession, 'recordedByAccountId' | 'state'>,
  readerAccountId: string,
): { canConfirm: boolean; canDispute: boolean; canRemove: boolean } {
  return {
    canConfirm: decideSessionRefusal(project, session, readerAccountId, 'confirmed') === null,
    canDispute: decideSessionRefusal(project, session, readerAccountId, 'disputed') === null,
    canRemove: removeSessionRefusal(project, session, readerAccountId) === null,
  };
}
