import type {
  Language,
  MatchingRunLeftOverRecord,
  ProjectDetails,
  ProjectEvent,
  ProjectRole,
  Repositories,
  TransactionContext,
  UnmatchedReason,
  UseCaseContext,
} from '@coach/core';
import { localDateOf } from '@coach/core/calendar/zoned-time';
import { halfHoursOf } from '@coach/core/coaching/domain/hour-entry';
import {
  decideSessionRefusal,
  logSessionRefusal,
  sessionTimeZone,
} from '@coach/core/coaching/domain/session-rules';
import { writePairs } from '@coach/core/matching/write-pairs';
import { actOnProject } from '@coach/core/projects/project-actions';
import { demoAdministratorEmail } from './demo-data.ts';

const dayMs = 86_400_000;

/** A moment `days` before (negative: after) the seeding. */
type DaysAgo = number;

/** What happened in a demo project, that many days ago, played through the project rules. */
type DemoEvent =
  | ({ readonly kind: 'closingRequest'; readonly daysAgo: DaysAgo } & DemoCount)
  | { readonly kind: 'confirm'; readonly daysAgo: DaysAgo }
  | ({ readonly kind: 'complete'; readonly daysAgo: DaysAgo } & DemoCount)
  /** The confirmation window passed: the job completed it (after the window's end). */
  | { readonly kind: 'expire'; readonly daysAgo: DaysAgo }
  /** Nobody closed it: the job ended it (after its deadline). */
  | { readonly kind: 'endOverdue'; readonly daysAgo: DaysAgo }
  | { readonly kind: 'abort'; readonly reason: string; readonly daysAgo: DaysAgo };

/** A partner's closing count, as the session log stands then (above it only when `aboveLog`). */
interface DemoCount {
  readonly sessions: number;
  /** The pair did not use the session log: the partner confirmed a count above it (4066). */
  readonly aboveLog?: true;
}

/**
 * A session one partner logged that day (an hour into it), and what the other made of it half a
 * day later: confirmed, disputed with a reason, or not yet (pending).
 */
interface DemoSession {
  readonly daysAgo: DaysAgo;
  readonly hours: number;
  readonly by: ProjectRole;
  readonly outcome: 'confirmed' | 'pending' | 'disputed';
  /** The private note of the one who logged it. */
  readonly note?: string;
  readonly disputeReason?: string;
}

interface DemoProject {
  readonly coach: string;
  readonly coachee: string;
  readonly language: Language;
  readonly startedDaysAgo: DaysAgo;
  readonly events: readonly DemoEvent[];
  /** The session log, played with the events on their days. */
  readonly sessions?: readonly DemoSession[];
}

const confirmedBy = (by: ProjectRole, daysAgo: DaysAgo, hours = 1): DemoSession => ({
  daysAgo,
  hours,
  by,
  outcome: 'confirmed',
});

/**
 * A live programme, so that a newcomer finds every screen filled: past projects in each final
 * state, open projects of different ages (one near its 15-week end, one with a closing request
 * waiting for the coachee), and open requests — all Turkish, so that they never take the partners
 * of members who ask in English (the browser journeys do). Kerem's open coach request meets
 * Emre's older coachee request, but they were partners in Kerem's most recent project: the first
 * matching run pairs Kerem with Ayşe and tells Emre why not him.
 *
 * The session logs fill the coaching logs: Mehmet coached Ayşe, Burak and Sarah (rows, no paid
 * hours: he received none); Elif was coached by Selin, so part of her hours are paid; Elif's
 * project with Burak closed before the log existed (its closing count stands for its hours).
 * The open projects hold confirmed, pending and one disputed session; Selin and Ayşe have not
 * met for over two weeks, so the session reminder job has a gap to mail about.
 */
export const demoProjects: readonly DemoProject[] = [
  {
    coach: 'mehmet@example.com',
    coachee: 'ayse@example.com',
    language: 'tr',
    startedDaysAgo: 170,
    sessions: [
      confirmedBy('coach', 168),
      confirmedBy('coach', 165, 1.5),
      confirmedBy('coachee', 162),
      confirmedBy('coach', 159),
      confirmedBy('coach', 156, 1.5),
      confirmedBy('coachee', 152),
    ],
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
    events: [{ kind: 'complete', sessions: 6, aboveLog: true, daysAgo: 130 }],
  },
  {
    coach: 'selin@example.com',
    coachee: 'emre@example.com',
    language: 'tr',
    startedDaysAgo: 150,
    sessions: [
      confirmedBy('coach', 148),
      confirmedBy('coachee', 143, 1.5),
      confirmedBy('coach', 138),
      confirmedBy('coach', 132, 1.5),
    ],
    events: [
      { kind: 'closingRequest', sessions: 5, daysAgo: 125 },
      { kind: 'expire', daysAgo: 119 },
    ],
  },
  {
    coach: 'selin@example.com',
    coachee: 'elif@example.com',
    language: 'tr',
    startedDaysAgo: 145,
    sessions: [
      confirmedBy('coach', 140),
      confirmedBy('coachee', 133),
      confirmedBy('coach', 127),
      confirmedBy('coachee', 121),
    ],
    events: [{ kind: 'complete', sessions: 4, daysAgo: 118 }],
  },
  {
    coach: 'kerem@example.com',
    coachee: 'emre@example.com',
    language: 'tr',
    startedDaysAgo: 125,
    // They met twice, then stopped: the last session was never confirmed, and nobody closed it.
    sessions: [
      confirmedBy('coach', 121),
      confirmedBy('coach', 112, 1.5),
      { daysAgo: 90, hours: 1, by: 'coach', outcome: 'pending' },
    ],
    events: [{ kind: 'endOverdue', daysAgo: 19 }],
  },
  {
    coach: 'selin@example.com',
    coachee: 'sarah@example.com',
    language: 'en',
    startedDaysAgo: 110,
    sessions: [confirmedBy('coach', 106)],
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
    sessions: [
      confirmedBy('coach', 18, 1.5),
      confirmedBy('coachee', 15),
      confirmedBy('coach', 11, 1.5),
      confirmedBy('coach', 8),
      confirmedBy('coachee', 5),
      confirmedBy('coach', 3),
    ],
    events: [{ kind: 'closingRequest', sessions: 7, daysAgo: 2 }],
  },
  {
    coach: 'elif@example.com',
    coachee: 'emre@example.com',
    language: 'tr',
    startedDaysAgo: 6,
    sessions: [
      {
        daysAgo: 4,
        hours: 1,
        by: 'coach',
        outcome: 'pending',
        note: 'İlk görüşme: hedefler netleşti, haftaya kariyer seçenekleri.',
      },
    ],
    events: [],
  },
  {
    coach: 'selin@example.com',
    coachee: 'ayse@example.com',
    language: 'tr',
    startedDaysAgo: 99,
    sessions: [
      confirmedBy('coach', 96),
      confirmedBy('coachee', 89),
      confirmedBy('coach', 75, 1.5),
      {
        daysAgo: 61,
        hours: 1,
        by: 'coach',
        outcome: 'disputed',
        disputeReason: 'O gün görüşmedik; görüşmeyi ertelemiştik.',
      },
    ],
    events: [],
  },
  {
    coach: 'mehmet@example.com',
    coachee: 'sarah@example.com',
    language: 'en',
    startedDaysAgo: 40,
    sessions: [
      confirmedBy('coach', 37),
      {
        daysAgo: 30,
        hours: 1.5,
        by: 'coachee',
        outcome: 'confirmed',
        note: 'Portfolio review; next time: interview practice.',
      },
      { daysAgo: 10, hours: 1, by: 'coach', outcome: 'pending' },
    ],
    events: [],
  },
];

/**
 * Coaching-log choices of two members: Ayşe, a coach in training herself, lets her coaches list
 * her e-mail (so Mehmet's log shows it, and withholds the others'); Mehmet's training started
 * before all his hours here.
 */
export const demoCoachingPreferences: readonly {
  readonly member: string;
  readonly trainingStartedDaysAgo: DaysAgo;
  readonly shareEmailWithCoaches: boolean;
}[] = [
  { member: 'ayse@example.com', trainingStartedDaysAgo: 120, shareEmailWithCoaches: true },
  { member: 'mehmet@example.com', trainingStartedDaysAgo: 400, shareEmailWithCoaches: false },
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
      ...demoCoachingPreferences.map((preferences) => preferences.member),
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
      // Kept as the scheduled run of that morning that made it (the runs page lists it).
      await repositories.matchingRuns.record(
        {
          startedAt,
          trigger: 'schedule',
          startedByAccountId: null,
          coachRequests: 1,
          coacheeRequests: 1,
          durationMs: 0,
        },
        [
          {
            projectId: created.id,
            coachRequestId: created.coachRequestId,
            coacheeRequestId: created.coacheeRequestId,
            coachAccountId: created.coachAccountId,
            coacheeAccountId: created.coacheeAccountId,
            language: created.language,
          },
        ],
        [],
      );
      // Sessions and events on their days, so that each closing meets the log as it stood then.
      const steps = [
        ...(project.sessions ?? []).map((session) => ({ session, daysAgo: session.daysAgo })),
        ...project.events.map((event) => ({ event, daysAgo: event.daysAgo })),
      ].sort((a, b) => b.daysAgo - a.daysAgo);
      for (const step of steps) {
        if ('session' in step) await logDemoSession(tx, created, step.session, at, settings);
        else await play(tx, created, step.event, at(step.daysAgo), administratorId);
      }
    }

    for (const { member, trainingStartedDaysAgo, shareEmailWithCoaches } of demoCoachingPreferences) {
      const trainingStartedOn = localDateOf(at(trainingStartedDaysAgo), sessionTimeZone);
      await repositories.coachingHours.savePreferences(
        ids.get(member) as string,
        // The demo's clients who share their e-mail also let their coaches name them (ADR 0054).
        { trainingStartedOn, shareEmailWithCoaches, shareNameWithCoaches: shareEmailWithCoaches },
        at(0),
      );
    }

    /** The runs that passed requests over, by how many days ago: kept with their left-overs. */
    const skipRuns = new Map<DaysAgo, MatchingRunLeftOverRecord[]>();
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
        const leftOvers = skipRuns.get(request.lastSkip.daysAgo) ?? [];
        leftOvers.push({
          requestId: stored.id,
          accountId: stored.accountId,
          side: stored.role,
          reason: request.lastSkip.reason,
        });
        skipRuns.set(request.lastSkip.daysAgo, leftOvers);
      }
    }
    for (const [daysAgo, leftOvers] of skipRuns) {
      await repositories.matchingRuns.record(
        {
          startedAt: at(daysAgo),
          trigger: 'schedule',
          startedByAccountId: null,
          coachRequests: leftOvers.filter(({ side }) => side === 'coach').length,
          coacheeRequests: leftOvers.filter(({ side }) => side === 'coachee').length,
          durationMs: 0,
        },
        [],
        leftOvers,
      );
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
      ? {
          kind: 'sendClosingRequest',
          actorAccountId: coach,
          sessionCount: demo.sessions,
          confirmAboveLog: demo.aboveLog,
        }
      : demo.kind === 'confirm'
        ? { kind: 'confirmClosingRequest', actorAccountId: coachee }
        : demo.kind === 'complete'
          ? {
              kind: 'completeByCoachee',
              actorAccountId: coachee,
              sessionCount: demo.sessions,
              confirmAboveLog: demo.aboveLog,
            }
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

/**
 * Logs one demo session and the partner's answer through the session log's rules (the day within
 * the project, the log's ceiling, only the partner decides), as the members' calls would; a
 * session the rules refuse is a mistake in the demo data, so it stops the seed.
 */
async function logDemoSession(
  tx: TransactionContext,
  project: Pick<ProjectDetails, 'id' | 'coachAccountId' | 'coacheeAccountId' | 'startedAt'>,
  demo: DemoSession,
  at: (daysAgo: DaysAgo) => Date,
  settings: { readonly maxSessionsPerProject: number },
) {
  const { projects, projectSessions } = tx.repositories;
  const current = await projects.findByIdForUpdate(project.id);
  if (!current) throw new Error(`the demo project ${project.id} is gone`);
  const recorder = demo.by === 'coach' ? project.coachAccountId : project.coacheeAccountId;
  const partner = demo.by === 'coach' ? project.coacheeAccountId : project.coachAccountId;
  // An hour into the session's day, so that its Istanbul day is the day it happened.
  const createdAt = new Date(at(demo.daysAgo).getTime() + 3_600_000);
  const heldOn = localDateOf(at(demo.daysAgo), sessionTimeZone);
  const halfHours = halfHoursOf(demo.hours);
  const logged = (await projectSessions.listOfProject(project.id))
    .filter((session) => session.state !== 'disputed')
    .reduce((sum, session) => sum + session.halfHours, 0);
  const window = {
    earliestDay: localDateOf(project.startedAt, sessionTimeZone),
    latestDay: localDateOf(createdAt, sessionTimeZone),
  };
  const refused = logSessionRefusal(
    current,
    recorder,
    { heldOn, halfHours },
    window,
    logged,
    settings.maxSessionsPerProject,
  );
  if (refused) throw new Error(`a demo session of project ${project.id} was refused: ${refused.key}`);
  const session = await projectSessions.insert({
    projectId: project.id,
    heldOn,
    halfHours,
    note: demo.note ?? null,
    recordedByAccountId: recorder,
    createdAt,
  });
  if (demo.outcome === 'pending') return;
  const decisionRefused = decideSessionRefusal(current, session, partner, demo.outcome);
  if (decisionRefused) {
    throw new Error(
      `a demo session of project ${project.id} was not ${demo.outcome}: ${decisionRefused.key}`,
    );
  }
  await projectSessions.decide(session.id, {
    state: demo.outcome,
    disputeReason: demo.outcome === 'disputed' ? (demo.disputeReason ?? null) : null,
    decidedAt: new Date(createdAt.getTime() + 12 * 3_600_000),
  });
}
