import { fullNameOf } from '../accounts/domain/account.ts';
import { DomainError } from '../errors/domain-error.ts';
import { type MemberMail, queueMemberMails } from '../notifications/queue-member-mails.ts';
import { cancelSessionsAhead } from '../planning/cancel-sessions-ahead.ts';
import type { TransactionContext } from '../ports/unit-of-work.ts';
import type { ApplicationSettings } from '../settings/domain/application-settings.ts';
import { partnersOf } from './domain/partners.ts';
import type { ProjectDetails, ProjectPersonRecord } from './domain/project-details.ts';
import {
  decideProjectEvent,
  type ProjectDecision,
  type ProjectEffects,
  type ProjectEvent,
} from './domain/project-lifecycle.ts';

/** What happened when an event met a project (under its row lock). */
export type ProjectAction =
  | { readonly found: false }
  | {
      readonly found: true;
      readonly decision: ProjectDecision;
      /** The project as it was when locked. */
      readonly before: ProjectDetails;
      /** The project as it is after the event: the same as `before` when nothing was accepted. */
      readonly after: ProjectDetails;
    };

/**
 * Locks the project's row, asks the state machine whether `event` may happen now, and, when it may,
 * writes its effects in the caller's unit of work: the final state, the closing request, the ledger
 * entries and the mails. Every closing action goes through here, so of many at once (50 coachees'
 * clicks, a confirmation racing the job) the first to take the lock wins and the others find the
 * project closed. A refusal writes nothing; the caller decides whether it is an error (a member's
 * action) or nothing to do (a job).
 */
export async function actOnProject(
  tx: TransactionContext,
  projectId: string,
  event: ProjectEvent,
  now: Date,
): Promise<ProjectAction> {
  const { projects, settings: settingsRepository } = tx.repositories;
  const locked = await projects.findByIdForUpdate(projectId);
  if (!locked) return { found: false };
  const before = await projects.findDetails(projectId);
  if (!before) return { found: false };
  const settings = await settingsRepository.get();
  const decision = decideProjectEvent(
    {
      project: locked,
      closingRequest: before.closingRequest,
      loggedHalfHours: before.sessionLog.confirmedHalfHours,
    },
    event,
    now,
    settings,
  );
  if (decision.outcome !== 'accepted') return { found: true, decision, before, after: before };

  const actorAccountId = 'actorAccountId' in event ? event.actorAccountId : null;
  await writeEffects(tx, before, decision.effects, actorAccountId, now);
  const after = (await projects.findDetails(projectId)) ?? before;
  // A closed project keeps no session ahead in anyone's calendar (ADR 0056).
  const cancellations = decision.effects.closing ? await cancelSessionsAhead(tx, after, now) : [];
  await queueMemberMails(tx.repositories, [
    ...mailsOf(after, decision.effects, settings, now),
    ...cancellations,
  ]);
  return { found: true, decision, before, after };
}

/** A member's action: a refusal is the member's answer (and rolls the unit of work back). */
export async function actOnProjectAsMember(
  tx: TransactionContext,
  projectId: string,
  event: ProjectEvent,
  now: Date,
): Promise<ProjectDetails> {
  const action = await actOnProject(tx, projectId, event, now);
  if (!action.found) throw new DomainError('recordNotFound');
  if (action.decision.outcome === 'refused') {
    const { key, data } = action.decision.refusal;
    throw new DomainError(key, data ? { ...data } : undefined);
  }
  // Only the system's events can be "not due"; a member's event is accepted or refused.
  return action.after;
}

async function writeEffects(
  tx: TransactionContext,
  project: ProjectDetails,
  effects: ProjectEffects,
  actorAccountId: string | null,
  now: Date,
): Promise<void> {
  const { projects, ledger } = tx.repositories;
  if (effects.closing) await projects.close(project.id, effects.closing);
  if (effects.newClosingRequest) {
    const inserted = await projects.insertClosingRequest({
      projectId: project.id,
      ...effects.newClosingRequest,
    });
    // The row lock makes this impossible; the unique index would still refuse a second one.
    if (!inserted) throw new DomainError('closingRequestAlreadySent');
  }
  if (effects.closingRequestResolution && project.closingRequest) {
    await projects.resolveClosingRequest(project.closingRequest.id, {
      state: effects.closingRequestResolution,
      at: now,
    });
  }
  // Each entry changes its account's cached score (a row lock until the end): accounts in id order,
  // so that two projects of the same two people, closing at once in swapped roles, never deadlock.
  const entries = [...effects.ledger].sort((a, b) =>
    a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0,
  );
  for (const entry of entries) {
    // The unique (project, reason, account) index is the last guard against scoring twice.
    await ledger.append({ ...entry, projectId: project.id, actorAccountId, note: null, createdAt: now });
  }
}

function mailTo(person: ProjectPersonRecord, now: Date) {
  return { accountId: person.accountId, recipient: person.email, language: person.language, createdAt: now };
}

/** The mails an accepted event sends, each in its recipient's language. */
function mailsOf(
  details: ProjectDetails,
  effects: ProjectEffects,
  settings: Pick<ApplicationSettings, 'penaltyPoints'>,
  now: Date,
): MemberMail[] {
  const mails: MemberMail[] = [];
  if (effects.newClosingRequest && details.closingRequest) {
    mails.push({
      template: 'closingRequestSent',
      data: {
        name: fullNameOf(details.coachee),
        coachName: fullNameOf(details.coach),
        sessionCount: details.closingRequest.sessionCount,
        confirmBy: details.closingRequest.confirmBy.toISOString(),
        projectCompletionRequestId: details.closingRequest.id,
      },
      ...mailTo(details.coachee, now),
    });
  }
  const closing = effects.closing;
  if (!closing) return mails;
  for (const { person, partner, role } of partnersOf(details)) {
    const names = { name: fullNameOf(person), partnerName: fullNameOf(partner), role };
    const to = mailTo(person, now);
    switch (closing.state) {
      case 'completed_by_coachee':
      case 'completed_confirmed':
      case 'completed_by_system': {
        const points = effects.ledger
          .filter((entry) => entry.accountId === person.accountId)
          .reduce((sum, entry) => sum + entry.delta, 0);
        mails.push({
          template: 'projectCompleted',
          data: { ...names, state: closing.state, sessionCount: closing.sessionCount ?? 0, points },
          ...to,
        });
        break;
      }
      case 'aborted_by_system':
        mails.push({
          template: 'projectEndedBySystem',
          data: {
            ...names,
            penaltyPoints: settings.penaltyPoints,
            startedAt: details.startedAt.toISOString(),
          },
          ...to,
        });
        break;
      case 'aborted_by_administrator':
        mails.push({
          template: 'projectAborted',
          data: { ...names, reason: closing.abortReason ?? '' },
          ...to,
        });
        break;
    }
  }
  return mails;
}
