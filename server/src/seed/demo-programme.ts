import {
  actOnProject,
  type Language,
  type ProjectDetails,
  type ProjectEvent,
  type ProjectRole,
  type Repositories,
  type TransactionContext,
  type UnmatchedReason,
  type UseCaseContext,
  writePairs,
} from '@coach/core';
import { demoAdministratorEmail } from './demo-data.ts';

const dayMs = 86_400_000;

/** A moment `days` before (negative: after) the seeding. */
type DaysAgo = number;

/** What happened in a demo project, that many days ago, played through the project rules. */
type DemoEvent =
  | { readonly kind: 'closingRequest'; readonly sessions: number; readonly daysAgo: DaysAgo }
  | { readonly kind: 'confirm'; readonly daysAgo: DaysAgo }
  | { readonly kind: 'complete'; readonly sessions: number; readonly daysAgo: DaysAgo }
  /** The confirmation window passed: the job completed it (after the window's end). */
  | { readonly kind: 'expire'; readonly daysAgo: DaysAgo }
  /** Nobody closed it: the job ended it (after its deadline). */
  | { readonly kind: 'endOverdue'; readonly daysAgo: DaysAgo }
  | { readonly kind: 'abort'; readonly reason: string; readonly daysAgo: DaysAgo };

interface DemoProject {
  readonly coach: string;
  readonly coachee: string;
  readonly language: Language;
  readonly startedDaysAgo: DaysAgo;
  readonly events: readonly DemoEvent[];
}

/**
 * A live programme, so that a newcomer finds every screen filled: past projects in each final
 * state, open projects of different ages (one near its 15-week end, one with a closing request
 * waiting for the coachee), and open requests — all Turkish, so that they never take the partners
 * of members who ask in English (the browser journeys do). Kerem's open coach request meets
 * Emre's older coachee request, but they were partners in Kerem's most recent project: the first
 * matching run pairs Kerem with Ayşe and tells Emre why not him.
 */
export const demoProjects: readonly DemoProject[] = [
  {
    coach: 'mehmet@example.com',
    coachee: 'ayse@example.com',
    language: 'tr',
    startedDaysAgo: 170,
    events: [
      { kind: 'closingRequest', sessions: 7, daysAgo: 150 },
      { kind: 'confirm', daysAgo: 148 },
    ],
  },
  {
    coach: 'elif@example.com',
    coachee: 'burak@example.com',
    language: 'tr',
    startedDaysAgo: 160,
    events: [{ kind: 'complete', sessions: 6, daysAgo: 130 }],
  },
  {
    coach: 'selin@example.com',
    coachee: 'emre@example.com',
    language: 'tr',
    startedDaysAgo: 150,
    events: [
      { kind: 'closingRequest', sessions: 5, daysAgo: 125 },
      { kind: 'expire', daysAgo: 119 },
    ],
  },
  {
    coach: 'kerem@example.com',
    coachee: 'emre@example.com',
    language: 'tr',
    startedDaysAgo: 125,
    events: [{ kind: 'endOverdue', daysAgo: 19 }],
  },
  {
    coach: 'selin@example.com',
    coachee: 'sarah@example.com',
    language: 'en',
    startedDaysAgo: 110,
    events: [
      {
        kind: 'abort',
        reason: 'Danışan şehir değiştirdi; taraflar görüşmelere devam edemedi.',
        daysAgo: 100,
      },
    ],
  },
  {
    coach: 'mehmet@example.com',
    coachee: 'burak@example.com',
    language: 'tr',
    startedDaysAgo: 20,
    events: [{ kind: 'closingRequest', sessions: 7, daysAgo: 2 }],
  },
  { coach: 'elif@example.com', coachee: 'emre@example.com', language: 'tr', startedDaysAgo: 6, events: [] },
  { coach: 'selin@example.com', coachee: 'ayse@example.com', language: 'tr', startedDaysAgo: 99, events: [] },
  {
    coach: 'mehmet@example.com',
    coachee: 'sarah@example.com',
    language: 'en',
    startedDaysAgo: 40,
    events: [],
  },
];

interface DemoRequest {
  readonly member: string;
  readonly role: ProjectRole;
  readonly languages: readonly Language[];
  readonly createdDaysAgo: DaysAgo;
  /** Cancelled by the member that many days ago; open otherwise. */
  readonly cancelledDaysAgo?: DaysAgo;
  readonly lastSkip?: { reason: UnmatchedReason; daysAgo: DaysAgo };
}

export const demoRequests: readonly DemoRequest[] = [
  // Kerem asked to be coached once and changed his mind: that first request lets him coach now.
  {
    member: 'kerem@example.com',
    role: 'coachee',
    languages: ['tr'],
    createdDaysAgo: 200,
    cancelledDaysAgo: 199,
  },
  {
    member: 'emre@example.com',
    role: 'coachee',
    languages: ['tr'],
    createdDaysAgo: 3,
    lastSkip: { reason: 'no_partner_in_language', daysAgo: 2 },
  },
  {
    member: 'ayse@example.com',
    role: 'coachee',
    languages: ['tr'],
    createdDaysAgo: 2,
    lastSkip: { reason: 'no_partner_in_language', daysAgo: 2 },
  },
  { member: 'kerem@example.com', role: 'coach', languages: ['tr'], createdDaysAgo: 1 },
];

/**
 * Writes the demo programme once: when no project exists yet and every demo member does. History
 * is played as it would have happened, on its days, through the same code as the real thing
 * (pairing, closing actions, jobs): requests, projects, closing requests and ledger entries, so
 * scores stay the sums of their entries and every rule holds. Its mails are not sent.
 */
export async function seedDemoProgramme(ctx: UseCaseContext): Promise<{ projectsCreated: number }> {
  const now = ctx.clock.now().getTime();
  const at = (daysAgo: DaysAgo) => new Date(now - daysAgo * dayMs);
  const settings = await ctx.repositories.settings.get();
  return ctx.unitOfWork.run(async (written) => {
    const tx = withoutMail(written);
    const { repositories } = tx;
    const existing = await repositories.projects.search({
      search: '',
      sort: { key: 'startedAt', descending: true },
      offset: 0,
      limit: 1,
    });
    if (existing.total > 0) return { projectsCreated: 0 };
    const ids = await memberIds(repositories, [
      ...demoProjects.flatMap((project) => [project.coach, project.coachee]),
      ...demoRequests.map((request) => request.member),
    ]);
    const administrator = await repositories.accounts.findByEmail(demoAdministratorEmail);
    if (!ids || !administrator) return { projectsCreated: 0 };
    const administratorId = administrator.id;

    for (const project of demoProjects) {
      const startedAt = at(project.startedDaysAgo);
      const [coachRequest, coacheeRequest] = await Promise.all(
        (['coach', 'coachee'] as const).map((role) =>
          matchedRequest(repositories, {
            accountId: ids.get(role === 'coach' ? project.coach : project.coachee) as string,
            role,
            languages: [project.language],
            createdAt: at(project.startedDaysAgo + 2),
          }),
        ),
      );
      // Paired as a matching run pairs them: the project, both requests matched, the mails.
      const [created] = await writePairs(
        tx,
        [
          {
            coachRequestId: coachRequest as string,
            coacheeRequestId: coacheeRequest as string,
            coachAccountId: ids.get(project.coach) as string,
            coacheeAccountId: ids.get(project.coachee) as string,
            language: project.language,
          },
        ],
        { now: startedAt, settings, matchedByAccountId: null, overrideReason: null },
      );
      if (!created) throw new Error('the demo project was not written');
      for (const event of project.events) {
        await play(tx, created, event, at(event.daysAgo), administratorId);
      }
    }

    for (const request of demoRequests) {
      const stored = await repositories.projectRequests.insert({
        accountId: ids.get(request.member) as string,
        role: request.role,
        languages: request.languages,
        createdAt: at(request.createdDaysAgo),
      });
      if (!stored) throw new Error('a demo request collided with an open one');
      if (request.cancelledDaysAgo !== undefined) {
        await repositories.projectRequests.cancel(stored.id, at(request.cancelledDaysAgo));
      }
      if (request.lastSkip) {
        await repositories.projectRequests.recordSkips(
          [{ requestId: stored.id, reason: request.lastSkip.reason }],
          at(request.lastSkip.daysAgo),
        );
      }
    }
    return { projectsCreated: demoProjects.length };
  });
}

/**
 * The unit of work with an outbox that keeps nothing: the demo's history happened before anyone
 * was there to read it, so replaying it mails nobody (and a configured mail server sends nothing).
 */
function withoutMail(tx: TransactionContext): TransactionContext {
  const outbox: Repositories['outbox'] = {
    ...tx.repositories.outbox,
    enqueue: async () => {
      throw new Error('the demo history must not queue mail');
    },
    enqueueMany: async () => {},
  };
  return { repositories: { ...tx.repositories, outbox } };
}

async function memberIds(repositories: Repositories, emails: readonly string[]) {
  const ids = new Map<string, string>();
  for (const email of new Set(emails)) {
    const account = await repositories.accounts.findByEmail(email);
    if (!account) return null;
    ids.set(email, account.id);
  }
  return ids;
}

async function matchedRequest(
  repositories: Repositories,
  request: { accountId: string; role: ProjectRole; languages: readonly Language[]; createdAt: Date },
): Promise<string> {
  const stored = await repositories.projectRequests.insert(request);
  if (!stored) throw new Error('a demo request collided with an open one');
  return stored.id;
}

/**
 * Plays one event of a demo project through the same rules and writes as the members' actions and
 * the jobs (`actOnProject`): states, closing requests, ledger entries and mails. A demo event the
 * rules refuse is a mistake in the demo data, so it stops the seed.
 */
async function play(
  tx: TransactionContext,
  project: Pick<ProjectDetails, 'id' | 'coachAccountId' | 'coacheeAccountId'>,
  demo: DemoEvent,
  now: Date,
  administratorId: string,
) {
  const coach = project.coachAccountId;
  const coachee = project.coacheeAccountId;
  const event: ProjectEvent =
    demo.kind === 'closingRequest'
      ? { kind: 'sendClosingRequest', actorAccountId: coach, sessionCount: demo.sessions }
      : demo.kind === 'confirm'
        ? { kind: 'confirmClosingRequest', actorAccountId: coachee }
        : demo.kind === 'complete'
          ? { kind: 'completeByCoachee', actorAccountId: coachee, sessionCount: demo.sessions }
          : demo.kind === 'expire'
            ? { kind: 'expireClosingRequest' }
            : demo.kind === 'endOverdue'
              ? { kind: 'endOverdue' }
              : { kind: 'abortByAdministrator', actorAccountId: administratorId, reason: demo.reason };
  const action = await actOnProject(tx, project.id, event, now);
  if (!action.found || action.decision.outcome !== 'accepted') {
    throw new Error(`the demo event ${demo.kind} of project ${project.id} was not accepted`);
  }
}
