import type { Language, ProjectRole, Repositories, UnmatchedReason, UseCaseContext } from '@coach/core';

const dayMs = 86_400_000;

/** A moment `days` before (negative: after) the seeding. */
type DaysAgo = number;

interface DemoProjectBase {
  readonly coach: string;
  readonly coachee: string;
  readonly language: Language;
  readonly startedDaysAgo: DaysAgo;
}

/** How a demo project stands: open (maybe with a closing request waiting), or in a final state. */
type DemoProject = DemoProjectBase &
  (
    | { readonly outcome: 'open'; readonly closingRequest?: { sessions: number; sentDaysAgo: DaysAgo } }
    | {
        readonly outcome: 'completed_confirmed';
        readonly sessions: number;
        readonly sentDaysAgo: DaysAgo;
        readonly confirmedDaysAgo: DaysAgo;
      }
    | { readonly outcome: 'completed_by_coachee'; readonly sessions: number; readonly closedDaysAgo: DaysAgo }
    | { readonly outcome: 'completed_by_system'; readonly sessions: number; readonly sentDaysAgo: DaysAgo }
    | { readonly outcome: 'aborted_by_system' }
    | {
        readonly outcome: 'aborted_by_administrator';
        readonly closedDaysAgo: DaysAgo;
        readonly reason: string;
      }
  );

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
    outcome: 'completed_confirmed',
    sessions: 7,
    sentDaysAgo: 150,
    confirmedDaysAgo: 148,
  },
  {
    coach: 'elif@example.com',
    coachee: 'burak@example.com',
    language: 'tr',
    startedDaysAgo: 160,
    outcome: 'completed_by_coachee',
    sessions: 6,
    closedDaysAgo: 130,
  },
  {
    coach: 'selin@example.com',
    coachee: 'emre@example.com',
    language: 'tr',
    startedDaysAgo: 150,
    outcome: 'completed_by_system',
    sessions: 5,
    sentDaysAgo: 125,
  },
  {
    coach: 'kerem@example.com',
    coachee: 'emre@example.com',
    language: 'tr',
    startedDaysAgo: 125,
    outcome: 'aborted_by_system',
  },
  {
    coach: 'selin@example.com',
    coachee: 'sarah@example.com',
    language: 'en',
    startedDaysAgo: 110,
    outcome: 'aborted_by_administrator',
    closedDaysAgo: 100,
    reason: 'Danışan şehir değiştirdi; taraflar görüşmelere devam edemedi.',
  },
  {
    coach: 'mehmet@example.com',
    coachee: 'burak@example.com',
    language: 'tr',
    startedDaysAgo: 20,
    outcome: 'open',
    closingRequest: { sessions: 7, sentDaysAgo: 2 },
  },
  {
    coach: 'elif@example.com',
    coachee: 'emre@example.com',
    language: 'tr',
    startedDaysAgo: 6,
    outcome: 'open',
  },
  {
    coach: 'selin@example.com',
    coachee: 'ayse@example.com',
    language: 'tr',
    startedDaysAgo: 99,
    outcome: 'open',
  },
  {
    coach: 'mehmet@example.com',
    coachee: 'sarah@example.com',
    language: 'en',
    startedDaysAgo: 40,
    outcome: 'open',
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
 * is written as it would have happened (requests, projects, closing requests, ledger entries at
 * their days), so scores stay the sums of their entries.
 */
export async function seedDemoProgramme(ctx: UseCaseContext): Promise<{ projectsCreated: number }> {
  const now = ctx.clock.now().getTime();
  const at = (daysAgo: DaysAgo) => new Date(now - daysAgo * dayMs);
  const settings = await ctx.repositories.settings.get();
  return ctx.unitOfWork.run(async ({ repositories }) => {
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
    if (!ids) return { projectsCreated: 0 };

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
      const [created] = await repositories.projects.insertMany([
        {
          coachAccountId: ids.get(project.coach) as string,
          coacheeAccountId: ids.get(project.coachee) as string,
          coachRequestId: coachRequest as string,
          coacheeRequestId: coacheeRequest as string,
          language: project.language,
          startedAt,
          deadlineAt: new Date(startedAt.getTime() + settings.projectClosingDays * dayMs),
          matchedByAccountId: null,
          overrideReason: null,
        },
      ]);
      if (!created) throw new Error('the demo project was not written');
      await repositories.projectRequests.markMatched(
        [
          { requestId: coachRequest as string, projectId: created.id },
          { requestId: coacheeRequest as string, projectId: created.id },
        ],
        startedAt,
      );
      await playOutcome(
        repositories,
        created,
        project,
        at,
        settings.penaltyPoints,
        settings.confirmationWindowDays,
      );
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

type Project = Awaited<ReturnType<Repositories['projects']['insertMany']>>[number];

/** Closes a demo project the way its outcome says, with the ledger entries that outcome moves. */
async function playOutcome(
  repositories: Repositories,
  project: Project,
  demo: DemoProject,
  at: (daysAgo: DaysAgo) => Date,
  penaltyPoints: number,
  confirmationWindowDays: number,
) {
  const score = async (
    accountId: string,
    delta: number,
    reason: 'coachee_sessions' | 'coach_sessions' | 'unclosed_penalty',
    createdAt: Date,
    actorAccountId: string | null,
  ) => {
    if (delta === 0) return;
    await repositories.ledger.append({
      accountId,
      delta,
      reason,
      projectId: project.id,
      actorAccountId,
      note: null,
      createdAt,
    });
  };
  const closingRequest = async (sessions: number, sentDaysAgo: DaysAgo) => {
    const sentAt = at(sentDaysAgo);
    const stored = await repositories.projects.insertClosingRequest({
      projectId: project.id,
      sessionCount: sessions,
      createdAt: sentAt,
      confirmBy: new Date(sentAt.getTime() + confirmationWindowDays * dayMs),
    });
    if (!stored) throw new Error('the demo closing request was not written');
    return stored;
  };
  const close = (state: Parameters<Repositories['projects']['close']>[1]) =>
    repositories.projects.close(project.id, state);

  switch (demo.outcome) {
    case 'open':
      if (demo.closingRequest)
        await closingRequest(demo.closingRequest.sessions, demo.closingRequest.sentDaysAgo);
      return;
    case 'completed_confirmed': {
      const request = await closingRequest(demo.sessions, demo.sentDaysAgo);
      const closedAt = at(demo.confirmedDaysAgo);
      await repositories.projects.resolveClosingRequest(request.id, { state: 'confirmed', at: closedAt });
      await close({
        state: 'completed_confirmed',
        closedAt,
        closedByAccountId: project.coacheeAccountId,
        sessionCount: demo.sessions,
        abortReason: null,
      });
      await score(
        project.coacheeAccountId,
        demo.sessions,
        'coachee_sessions',
        closedAt,
        project.coacheeAccountId,
      );
      await score(
        project.coachAccountId,
        -demo.sessions,
        'coach_sessions',
        closedAt,
        project.coacheeAccountId,
      );
      return;
    }
    case 'completed_by_coachee': {
      const closedAt = at(demo.closedDaysAgo);
      await close({
        state: 'completed_by_coachee',
        closedAt,
        closedByAccountId: project.coacheeAccountId,
        sessionCount: demo.sessions,
        abortReason: null,
      });
      await score(
        project.coacheeAccountId,
        demo.sessions,
        'coachee_sessions',
        closedAt,
        project.coacheeAccountId,
      );
      await score(
        project.coachAccountId,
        -demo.sessions,
        'coach_sessions',
        closedAt,
        project.coacheeAccountId,
      );
      return;
    }
    case 'completed_by_system': {
      const request = await closingRequest(demo.sessions, demo.sentDaysAgo);
      const closedAt = request.confirmBy;
      await repositories.projects.resolveClosingRequest(request.id, { state: 'expired', at: closedAt });
      await close({
        state: 'completed_by_system',
        closedAt,
        closedByAccountId: null,
        sessionCount: demo.sessions,
        abortReason: null,
      });
      await score(project.coachAccountId, -demo.sessions, 'coach_sessions', closedAt, null);
      return;
    }
    case 'aborted_by_system': {
      const closedAt = project.deadlineAt;
      await close({
        state: 'aborted_by_system',
        closedAt,
        closedByAccountId: null,
        sessionCount: null,
        abortReason: null,
      });
      await score(project.coachAccountId, -penaltyPoints, 'unclosed_penalty', closedAt, null);
      await score(project.coacheeAccountId, -penaltyPoints, 'unclosed_penalty', closedAt, null);
      return;
    }
    case 'aborted_by_administrator': {
      const administrator = await repositories.accounts.findByEmail('admin@example.com');
      await close({
        state: 'aborted_by_administrator',
        closedAt: at(demo.closedDaysAgo),
        closedByAccountId: administrator?.id ?? null,
        sessionCount: null,
        abortReason: demo.reason,
      });
      return;
    }
  }
}
