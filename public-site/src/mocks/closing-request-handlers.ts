import type { ClosingRequestView, MyProjectView, ProjectPerson } from '@coach/core/contracts';
import { demoMember } from '@coach/kit/mocks/fixtures.ts';
import { answer } from '@coach/kit/mocks/handlers.ts';
import { realAnswerTo } from '@coach/kit/test/real-server.ts';
import { http } from 'msw';

// msw handlers for the closing-request confirm page, answering like the server: the request and
// its project for the project's members only (anyone else: 404), and the first closing action wins.

const day = 24 * 60 * 60 * 1000;
/** A moment `days` before now (negative: after now). */
export const daysAgo = (days: number) => new Date(Date.now() - days * day).toISOString();

const member: ProjectPerson = {
  accountId: demoMember.user.accountId,
  fullName: demoMember.user.fullName,
  email: demoMember.user.email,
  profilePhotoPath: null,
};

export const coach: ProjectPerson = {
  accountId: '9d2b5a34-0c8e-4f0e-9a57-000000000001',
  fullName: 'Mehmet Öztürk',
  email: 'mehmet@example.com',
  profilePhotoPath: null,
};

/** The closing requests the mock server knows. */
export const closingRequestIds = {
  waiting: '6b0f3a7e-1d2c-4b5a-9e8f-000000000001',
  confirmed: '6b0f3a7e-1d2c-4b5a-9e8f-000000000002',
  expired: '6b0f3a7e-1d2c-4b5a-9e8f-000000000003',
  /** Still waiting in the database, but its window has just passed (the job has not run yet). */
  late: '6b0f3a7e-1d2c-4b5a-9e8f-000000000004',
  /** The coachee completed the project with their own count first. */
  superseded: '6b0f3a7e-1d2c-4b5a-9e8f-000000000005',
  /** A closing request the demo member sent as coach. */
  mine: '6b0f3a7e-1d2c-4b5a-9e8f-000000000006',
} as const;

function request(id: string, overrides: Partial<ClosingRequestView> = {}): ClosingRequestView {
  return {
    id,
    sessionCount: 7,
    state: 'waiting',
    createdAt: daysAgo(1),
    confirmBy: daysAgo(-4),
    ...overrides,
  };
}

function project(closingRequest: ClosingRequestView, overrides: Partial<MyProjectView> = {}): MyProjectView {
  const myRole = overrides.myRole ?? 'coachee';
  const startedAt = daysAgo(30);
  return {
    id: crypto.randomUUID(),
    state: 'open',
    language: 'tr',
    coach: myRole === 'coach' ? member : coach,
    coachee: myRole === 'coachee' ? member : coach,
    startedAt,
    deadlineAt: new Date(new Date(startedAt).getTime() + 105 * day).toISOString(),
    closedAt: null,
    sessionCount: null,
    closingRequest,
    abortReason: null,
    matchedByAccountId: null,
    overrideReason: null,
    points: { coach: 0, coachee: 0 },
    sessionLog: {
      confirmedHours: 7,
      pendingHours: 0,
      lastSessionOn: startedAt.slice(0, 10),
      daysWithoutSession: 1,
    },
    myRole,
    partner: coach,
    myPoints: 0,
    ...overrides,
  };
}

function initialProjects(): MyProjectView[] {
  return [
    project(request(closingRequestIds.waiting)),
    project(request(closingRequestIds.confirmed, { state: 'confirmed' }), {
      state: 'completed_confirmed',
      closedAt: daysAgo(2),
      sessionCount: 7,
      points: { coach: -7, coachee: 7 },
      myPoints: 7,
    }),
    project(
      request(closingRequestIds.expired, { state: 'expired', createdAt: daysAgo(7), confirmBy: daysAgo(2) }),
      {
        state: 'completed_by_system',
        closedAt: daysAgo(2),
        sessionCount: 7,
        points: { coach: -7, coachee: 0 },
      },
    ),
    project(request(closingRequestIds.late, { createdAt: daysAgo(5.5), confirmBy: daysAgo(0.5) })),
    project(request(closingRequestIds.superseded, { state: 'superseded' }), {
      state: 'completed_by_coachee',
      closedAt: daysAgo(1),
      sessionCount: 5,
      points: { coach: -5, coachee: 5 },
      myPoints: 5,
    }),
    project(request(closingRequestIds.mine), {
      myRole: 'coach',
      partner: { ...coach, fullName: 'Zeynep Kaya' },
    }),
  ];
}

/** Whether the call is the demo member's: the real server says whose session its token opens. */
async function isMember(request: Request): Promise<boolean> {
  const authorization = request.headers.get('authorization');
  if (!authorization) return false;
  const userinfo = new Request(new URL('/api/auth/userinfo', request.url), { headers: { authorization } });
  const found = await realAnswerTo(userinfo);
  if (!found.ok) return false;
  const { data } = (await found.json()) as { data: { email?: string } | null };
  return data?.email === demoMember.email;
}
const refused = async (request: Request) => {
  if (await isMember(request)) return null;
  if (!request.headers.has('authorization')) return answer(request, 401, 'unauthorized');
  return answer(request, 403, 'forbidden');
};

/**
 * The handlers over a fresh set of projects (one per state of the page). `closeFirst` closes the
 * waiting one before the confirmation arrives, as a racing action would (4050).
 */
export function closingRequestHandlers({ closeFirst = false }: { closeFirst?: boolean } = {}) {
  let projects = initialProjects();
  const find = (id: unknown) => projects.find((one) => one.closingRequest?.id === id);
  return [
    http.get('*/api/projects/completionrequests/:id', async ({ request, params }) => {
      const denied = await refused(request);
      if (denied) return denied;
      const found = find(params.id);
      if (!found?.closingRequest) return answer(request, 404, 'recordNotFound');
      return answer(request, 200, 'done', { project: found, closingRequest: found.closingRequest });
    }),
    http.post('*/api/projects/completedconfirmprojectbycoachee', async ({ request }) => {
      const denied = await refused(request);
      if (denied) return denied;
      const { projectCompletionRequestId } = (await request.json()) as { projectCompletionRequestId: string };
      let found = find(projectCompletionRequestId);
      if (!found?.closingRequest) return answer(request, 404, 'recordNotFound');
      if (found.myRole !== 'coachee') return answer(request, 403, 'onlyCoachee');
      if (closeFirst && found.state === 'open') {
        found = {
          ...found,
          state: 'aborted_by_administrator',
          closedAt: new Date().toISOString(),
          closingRequest: { ...found.closingRequest, state: 'superseded' },
        };
        const closed = found;
        projects = projects.map((one) => (one.id === closed.id ? closed : one));
      }
      if (found.state !== 'open') return answer(request, 409, 'projectNotOpen', { state: found.state });
      const closingRequest = found.closingRequest;
      if (!closingRequest) return answer(request, 404, 'recordNotFound');
      if (new Date(closingRequest.confirmBy).getTime() <= Date.now())
        return answer(request, 409, 'confirmationWindowClosed', { confirmBy: closingRequest.confirmBy });
      const n = closingRequest.sessionCount;
      const confirmed: MyProjectView = {
        ...found,
        state: 'completed_confirmed',
        closedAt: new Date().toISOString(),
        sessionCount: n,
        points: { coach: -n, coachee: n },
        myPoints: n,
        closingRequest: { ...closingRequest, state: 'confirmed' },
      };
      projects = projects.map((one) => (one.id === confirmed.id ? confirmed : one));
      return answer(request, 200, 'recordUpdated', confirmed);
    }),
  ];
}
