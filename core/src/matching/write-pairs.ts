import { fullNameOf } from '../accounts/domain/account.ts';
import { type MemberMail, queueMemberMails } from '../notifications/queue-member-mails.ts';
import type { TransactionContext } from '../ports/unit-of-work.ts';
import { partnersOf } from '../projects/domain/partners.ts';
import type { Project } from '../projects/domain/project.ts';
import type { ProjectDetails, ProjectPersonRecord } from '../projects/domain/project-details.ts';
import { daysAfter } from '../projects/domain/project-lifecycle.ts';
import { projectPersonView } from '../projects/project-view.ts';
import type { ApplicationSettings } from '../settings/domain/application-settings.ts';
import type { ProgressUpdate } from '../shared/context.ts';
import type { PlannedPair } from './algorithm/types.ts';

/** Pairs written per statement batch: progress is told after each. */
const pairsPerBatch = 5000;

export interface PairingOptions {
  readonly now: Date;
  readonly settings: Pick<ApplicationSettings, 'projectClosingDays'>;
  /** The administrator who paired them by hand; null for a run. */
  readonly matchedByAccountId: string | null;
  readonly overrideReason: string | null;
  readonly progress?: ((update: ProgressUpdate) => void) | undefined;
}

/**
 * "You were paired": to each partner, in their language, with the partner and the deadline. The
 * partner's e-mail goes as the project page shows it (a coach gets the coachee's only when shared).
 */
function matchedMails(project: ProjectDetails, now: Date): MemberMail[] {
  return partnersOf(project).map(({ person, partner, role }) => ({
    template: 'projectMatched',
    data: {
      name: fullNameOf(person),
      partnerName: fullNameOf(partner),
      partnerEmail: projectPersonView(partner, role).email,
      coacheeSharesEmail: project.coachee.sharesEmailWithCoaches,
      role,
      language: project.language,
      deadlineAt: project.deadlineAt.toISOString(),
      projectId: project.id,
    },
    accountId: person.accountId,
    recipient: person.email,
    language: person.language,
    createdAt: now,
  }));
}

function startedDetails(project: Project, people: ReadonlyMap<string, ProjectPersonRecord>): ProjectDetails {
  const person = (accountId: string) => {
    const found = people.get(accountId);
    if (!found) throw new Error(`the partner ${accountId} of a new project was not found`);
    return found;
  };
  return {
    ...project,
    coach: person(project.coachAccountId),
    coachee: person(project.coacheeAccountId),
    closingRequest: null,
    points: { coach: 0, coachee: 0 },
    sessionLog: { confirmedHalfHours: 0, pendingHalfHours: 0, lastSessionOn: null },
  };
}

/**
 * Starts a project for each pair, in the caller's unit of work: the projects (their deadline fixed
 * now from `projectClosingDays`), both requests matched with it, and the mails to both partners.
 * The projects are inserted in batches, telling the progress after each; then every request is
 * marked and every partner read at once. Each of those two joins its rows to a whole table (the
 * requests, the accounts) by hash: once per batch, a run of 100,000 requests read the requests
 * table twenty times over, and the run took 1.5 times the bare SQL of its writes (issue 29).
 */
export async function writePairs(
  tx: TransactionContext,
  pairs: readonly PlannedPair[],
  options: PairingOptions,
): Promise<ProjectDetails[]> {
  const { projects, projectRequests } = tx.repositories;
  const { now } = options;
  const deadlineAt = daysAfter(now, options.settings.projectClosingDays);
  const created: Project[] = [];
  for (let start = 0; start < pairs.length; start += pairsPerBatch) {
    const batch = pairs.slice(start, start + pairsPerBatch);
    const inserted = await projects.insertMany(
      batch.map((pair) => ({
        coachAccountId: pair.coachAccountId,
        coacheeAccountId: pair.coacheeAccountId,
        coachRequestId: pair.coachRequestId,
        coacheeRequestId: pair.coacheeRequestId,
        language: pair.language,
        startedAt: now,
        deadlineAt,
        matchedByAccountId: options.matchedByAccountId,
        overrideReason: options.overrideReason,
      })),
    );
    created.push(...inserted);
    options.progress?.({
      phase: 'writing',
      done: Math.min(start + batch.length, pairs.length),
      total: pairs.length,
    });
  }
  if (created.length === 0) return [];
  await projectRequests.markMatched(
    created.flatMap((project) => [
      { requestId: project.coachRequestId, projectId: project.id },
      { requestId: project.coacheeRequestId, projectId: project.id },
    ]),
    now,
  );
  // A project just started has no closing request and has moved no points: its details are
  // the two people, read in one query rather than reading the new projects back.
  const people = await projects.listPeople(
    created.flatMap((project) => [project.coachAccountId, project.coacheeAccountId]),
  );
  const details = created.map((project) => startedDetails(project, people));
  await queueMemberMails(
    tx.repositories,
    details.flatMap((project) => matchedMails(project, now)),
  );
  return details;
}
