import {
  type CatalogueKey,
  createProjectRequestInputSchema,
  fieldIssuesOf,
  type Language,
  type LedgerEntryView,
  type LedgerView,
  type MyProjectView,
  type ProjectPerson,
  type ProjectRequestView,
  projectSessionsInputSchema,
  translateValidationMessage,
} from '@coach/core/contracts';
import { demoMember } from '@coach/kit/mocks/fixtures.ts';
import { answer } from '@coach/kit/mocks/handlers.ts';
import { http } from 'msw';
import { type MockSession, sessionHandlers, sessionLogFigures } from './session-handlers.ts';

export { dayAgo, type MockSession, mySession } from './session-handlers.ts';

// msw handlers for the projects page and the dashboard's points, answering like the server: the
// member's own requests and projects, the catalogue's refusals with their `data`, one closing
// action per project (a count above the session log's confirmed hours only when confirmed, 4066),
// the points each action moves (written to the ledger), and the projects' session logs
// (session-handlers.ts).

const day = 24 * 60 * 60 * 1000;
/** A moment `days` before now (negative: after now), as the API writes it. */
export const daysAgo = (days: number) => new Date(Date.now() - days * day).toISOString();

const languageOf = (request: Request): Language =>
  request.headers.get('accept-language')?.startsWith('en') ? 'en' : 'tr';

const isMember = (request: Request) => request.headers.get('authorization') === `Bearer ${demoMember.token}`;
const refused = (request: Request) =>
  isMember(request)
    ? null
    : answer(
        request,
        request.headers.has('authorization') ? 403 : 401,
        request.headers.has('authorization') ? 'forbidden' : 'unauthorized',
      );

/** A 400 with the fields of a zod error, each in the request's language, as the server answers. */
const fieldRefusal = (request: Request, error: Parameters<typeof fieldIssuesOf>[0]) =>
  answer(request, 400, 'validationFailed', {
    fields: Object.fromEntries(
      Object.entries(fieldIssuesOf(error)).map(([path, issue]) => [
        path,
        translateValidationMessage(issue.key, languageOf(request), issue.params),
      ]),
    ),
  });

/** The HTTP status the server gives the catalogue entries these pages meet. */
const statusOf: Partial<Record<CatalogueKey, number>> = {
  membershipExpired: 403,
  accountPassive: 403,
  onlyCoachee: 403,
  onlyCoach: 403,
  tooManySessions: 400,
  recordNotFound: 404,
};

export const me: ProjectPerson = {
  accountId: demoMember.user.accountId,
  fullName: demoMember.user.fullName,
  email: demoMember.user.email,
  profilePhotoPath: null,
};

export const partners = {
  mehmet: {
    accountId: '9d2b5a34-0c8e-4f0e-9a57-000000000001',
    fullName: 'Mehmet Öztürk',
    email: 'mehmet@example.com',
    profilePhotoPath: null,
  },
  zeynep: {
    accountId: '9d2b5a34-0c8e-4f0e-9a57-000000000002',
    fullName: 'Zeynep Kaya',
    email: 'zeynep@example.com',
    profilePhotoPath: null,
  },
  can: {
    accountId: '9d2b5a34-0c8e-4f0e-9a57-000000000003',
    fullName: 'Can Yıldız',
    email: 'can@example.com',
    profilePhotoPath: null,
  },
} satisfies Record<string, ProjectPerson>;

/** One of the member's requests; open, to be coached, in both languages, unless told otherwise. */
export function myRequest(overrides: Partial<ProjectRequestView> = {}): ProjectRequestView {
  return {
    id: crypto.randomUUID(),
    role: 'coachee',
    languages: ['tr', 'en'],
    state: 'open',
    createdAt: daysAgo(3),
    closedAt: null,
    projectId: null,
    lastSkip: null,
    ...overrides,
  };
}

/**
 * One of the member's projects as `getmyallprojects` answers it: open, the member coached by
 * Mehmet, started 20 days ago with the 105-day deadline and nothing logged, unless told otherwise
 * (the handlers recompute the log's figures of a project that has `sessions`).
 */
export function myProject(
  overrides: Partial<MyProjectView> & { partner?: ProjectPerson } = {},
): MyProjectView {
  const role = overrides.myRole ?? 'coachee';
  const partner = overrides.partner ?? partners.mehmet;
  const startedAt = overrides.startedAt ?? daysAgo(20);
  const points = overrides.points ?? { coach: 0, coachee: 0 };
  const state = overrides.state ?? 'open';
  return {
    id: crypto.randomUUID(),
    state: 'open',
    language: 'tr',
    coach: role === 'coach' ? me : partner,
    coachee: role === 'coachee' ? me : partner,
    startedAt,
    deadlineAt: new Date(new Date(startedAt).getTime() + 105 * day).toISOString(),
    closedAt: null,
    sessionCount: null,
    closingRequest: null,
    abortReason: null,
    matchedByAccountId: null,
    overrideReason: null,
    points,
    myRole: role,
    partner,
    myPoints: points[role],
    sessionLog: sessionLogFigures({ state, startedAt }, []),
    ...overrides,
  };
}

/** The demo member's ledger: an opening balance, a project each way and an adjustment (score 12). */
export function demoLedger(): LedgerEntryView[] {
  const entries: Omit<LedgerEntryView, 'balanceAfter'>[] = [
    {
      id: crypto.randomUUID(),
      delta: 5,
      reason: 'opening_balance',
      projectId: null,
      note: null,
      createdAt: daysAgo(90),
    },
    {
      id: crypto.randomUUID(),
      delta: 8,
      reason: 'coachee_sessions',
      projectId: null,
      note: null,
      createdAt: daysAgo(60),
    },
    {
      id: crypto.randomUUID(),
      delta: -6,
      reason: 'coach_sessions',
      projectId: null,
      note: null,
      createdAt: daysAgo(30),
    },
    {
      id: crypto.randomUUID(),
      delta: 5,
      reason: 'admin_adjustment',
      projectId: null,
      note: 'Workshop',
      createdAt: daysAgo(5),
    },
  ];
  let balance = 0;
  return entries.map((entry) => {
    balance += entry.delta;
    return { ...entry, balanceAfter: balance };
  });
}

/** A refusal the request calls answer with: the catalogue entry and its `data`. */
export type Refusal = { key: CatalogueKey; data?: Record<string, unknown> };

export type ProjectMockOptions = {
  requests?: ProjectRequestView[];
  projects?: MyProjectView[];
  ledger?: LedgerEntryView[];
  refuseCoach?: Refusal;
  refuseCoachee?: Refusal;
  /** The `maxSessionsPerProject` setting. */
  maxSessions?: number;
  /** The projects' logged sessions (`mySession`). */
  sessions?: MockSession[];
};

/** The handlers over the member's requests, projects and ledger (changed by the calls). */
export function projectHandlers(options: ProjectMockOptions = {}) {
  const sessions = options.sessions ?? [];
  const held = {
    requests: options.requests ?? [],
    // A project with sessions carries their figures, as the server's views do.
    projects: (options.projects ?? []).map((project) => {
      const own = sessions.filter((one) => one.projectId === project.id);
      return own.length > 0 ? { ...project, sessionLog: sessionLogFigures(project, own) } : project;
    }),
    ledger: options.ledger ?? [],
    sessions,
  };
  const maxSessions = options.maxSessions ?? 30;

  const refuse = (request: Request, refusal: Refusal) =>
    answer(request, statusOf[refusal.key] ?? 409, refusal.key, refusal.data ?? null);

  const score = () => held.ledger.reduce((sum, entry) => sum + entry.delta, 0);
  const book = (delta: number, reason: LedgerEntryView['reason'], projectId: string) => {
    held.ledger.push({
      id: crypto.randomUUID(),
      delta,
      reason,
      projectId,
      note: null,
      createdAt: new Date().toISOString(),
      balanceAfter: score() + delta,
    });
  };

  /** Replaces a project and answers with it. */
  const save = (request: Request, project: MyProjectView, key: CatalogueKey, status = 200) => {
    held.projects = held.projects.map((one) => (one.id === project.id ? project : one));
    return answer(request, status, key, project);
  };

  const close = (
    project: MyProjectView,
    state: MyProjectView['state'],
    sessionCount: number,
    closingState: 'confirmed' | 'superseded' | null,
  ): MyProjectView => {
    const points = { coach: -sessionCount, coachee: sessionCount };
    book(
      points[project.myRole],
      project.myRole === 'coach' ? 'coach_sessions' : 'coachee_sessions',
      project.id,
    );
    return {
      ...project,
      state,
      closedAt: new Date().toISOString(),
      sessionCount,
      points,
      myPoints: points[project.myRole],
      sessionLog: { ...project.sessionLog, daysWithoutSession: null },
      closingRequest:
        project.closingRequest && closingState
          ? { ...project.closingRequest, state: closingState }
          : project.closingRequest,
    };
  };

  /** A count above the log's confirmed hours needs the member's confirmation (an empty log too). */
  const aboveLogRefusal = (
    request: Request,
    project: MyProjectView,
    input: { sessionCount: number; confirmAboveLog?: boolean | undefined },
  ) =>
    input.confirmAboveLog === true || input.sessionCount <= project.sessionLog.confirmedHours
      ? null
      : answer(request, 409, 'sessionCountAboveLog', {
          sessionCount: input.sessionCount,
          loggedHours: project.sessionLog.confirmedHours,
        });

  const createRequest =
    (role: 'coach' | 'coachee') =>
    async ({ request }: { request: Request }) => {
      const denied = refused(request);
      if (denied) return denied;
      const parsed = createProjectRequestInputSchema.safeParse(await request.json());
      if (!parsed.success) return fieldRefusal(request, parsed.error);
      const refusal = role === 'coach' ? options.refuseCoach : options.refuseCoachee;
      if (refusal) return refuse(request, refusal);
      if (held.requests.some((one) => one.role === role && one.state === 'open'))
        return answer(request, 409, role === 'coach' ? 'openCoachRequestExists' : 'openCoacheeRequestExists');
      const created = myRequest({
        role,
        languages: parsed.data.languages,
        createdAt: new Date().toISOString(),
      });
      held.requests = [...held.requests, created];
      return answer(request, 201, 'recordAdded', created);
    };

  return [
    ...sessionHandlers(held, { refused, fieldRefusal, maxSessions }),
    http.get(
      '*/api/projectrequests',
      ({ request }) => refused(request) ?? answer(request, 200, 'done', { items: held.requests }),
    ),
    http.post('*/api/projectrequests/requestforcoach', createRequest('coach')),
    http.post('*/api/projectrequests/requestforcoachee', createRequest('coachee')),
    http.post('*/api/projectrequests/cancel', async ({ request }) => {
      const denied = refused(request);
      if (denied) return denied;
      const { projectRequestId } = (await request.json()) as { projectRequestId: string };
      const found = held.requests.find((one) => one.id === projectRequestId);
      if (!found) return answer(request, 404, 'recordNotFound');
      if (found.state !== 'open') return answer(request, 409, 'requestNotOpen');
      const cancelled = {
        ...found,
        state: 'cancelled' as const,
        closedAt: new Date().toISOString(),
        lastSkip: null,
      };
      held.requests = held.requests.map((one) => (one.id === found.id ? cancelled : one));
      return answer(request, 200, 'recordUpdated', cancelled);
    }),

    http.get(
      '*/api/projects/getmyallprojects',
      ({ request }) => refused(request) ?? answer(request, 200, 'done', { items: held.projects }),
    ),
    http.get(
      '*/api/projects/getmyopenprojects',
      ({ request }) =>
        refused(request) ??
        answer(request, 200, 'done', { items: held.projects.filter((project) => project.state === 'open') }),
    ),
    http.get('*/api/projects/completionrequests/:id', ({ request, params }) => {
      const denied = refused(request);
      if (denied) return denied;
      const project = held.projects.find((one) => one.closingRequest?.id === params.id);
      if (!project?.closingRequest) return answer(request, 404, 'recordNotFound');
      return answer(request, 200, 'done', { project, closingRequest: project.closingRequest });
    }),

    http.post('*/api/projects/completedprojectbycoachee', async ({ request }) => {
      const denied = refused(request);
      if (denied) return denied;
      const parsed = projectSessionsInputSchema.safeParse(await request.json());
      if (!parsed.success) return fieldRefusal(request, parsed.error);
      const project = held.projects.find((one) => one.id === parsed.data.projectId);
      if (!project) return answer(request, 404, 'recordNotFound');
      if (project.myRole !== 'coachee') return answer(request, 403, 'onlyCoachee');
      if (project.state !== 'open') return answer(request, 409, 'projectNotOpen', { state: project.state });
      if (parsed.data.sessionCount > maxSessions)
        return answer(request, 400, 'tooManySessions', { maximum: maxSessions });
      const aboveLog = aboveLogRefusal(request, project, parsed.data);
      if (aboveLog) return aboveLog;
      const closed = close(project, 'completed_by_coachee', parsed.data.sessionCount, 'superseded');
      return save(request, closed, 'recordUpdated');
    }),

    http.post('*/api/projects/completingrequestprojectbycoach', async ({ request }) => {
      const denied = refused(request);
      if (denied) return denied;
      const parsed = projectSessionsInputSchema.safeParse(await request.json());
      if (!parsed.success) return fieldRefusal(request, parsed.error);
      const project = held.projects.find((one) => one.id === parsed.data.projectId);
      if (!project) return answer(request, 404, 'recordNotFound');
      if (project.myRole !== 'coach') return answer(request, 403, 'onlyCoach');
      if (project.state !== 'open') return answer(request, 409, 'projectNotOpen', { state: project.state });
      if (Date.now() - new Date(project.startedAt).getTime() < 14 * day)
        return answer(request, 409, 'closingRequestTooEarly');
      if (project.closingRequest) return answer(request, 409, 'closingRequestAlreadySent');
      if (parsed.data.sessionCount > maxSessions)
        return answer(request, 400, 'tooManySessions', { maximum: maxSessions });
      const aboveLog = aboveLogRefusal(request, project, parsed.data);
      if (aboveLog) return aboveLog;
      const now = new Date();
      return save(
        request,
        {
          ...project,
          closingRequest: {
            id: crypto.randomUUID(),
            sessionCount: parsed.data.sessionCount,
            state: 'waiting',
            createdAt: now.toISOString(),
            confirmBy: new Date(now.getTime() + 5 * day).toISOString(),
          },
        },
        'recordAdded',
        201,
      );
    }),

    http.post('*/api/projects/completedconfirmprojectbycoachee', async ({ request }) => {
      const denied = refused(request);
      if (denied) return denied;
      const { projectCompletionRequestId } = (await request.json()) as { projectCompletionRequestId: string };
      const project = held.projects.find((one) => one.closingRequest?.id === projectCompletionRequestId);
      if (!project?.closingRequest) return answer(request, 404, 'recordNotFound');
      if (project.myRole !== 'coachee') return answer(request, 403, 'onlyCoachee');
      if (project.state !== 'open') return answer(request, 409, 'projectNotOpen', { state: project.state });
      if (new Date(project.closingRequest.confirmBy).getTime() < Date.now())
        return answer(request, 409, 'confirmationWindowClosed', {
          confirmBy: project.closingRequest.confirmBy,
        });
      const closed = close(project, 'completed_confirmed', project.closingRequest.sessionCount, 'confirmed');
      return save(request, closed, 'recordUpdated');
    }),

    http.get('*/api/ledger', ({ request }) => {
      const denied = refused(request);
      if (denied) return denied;
      return answer(request, 200, 'done', {
        accountId: demoMember.user.accountId,
        balance: score(),
        entries: held.ledger,
      } satisfies LedgerView);
    }),
  ];
}
