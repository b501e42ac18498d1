import {
  disputeSessionInputSchema,
  type fieldIssuesOf,
  logSessionInputSchema,
  type MyProjectView,
  type ProjectSessionLog,
  type ProjectSessionView,
  projectSessionIdInputSchema,
  type SessionState,
  translateValidationMessage,
} from '@coach/core/contracts';
import { answer } from '@coach/kit/mocks/handlers.ts';
import { http } from 'msw';

// msw handlers for the session log of the member's projects, answering like the server
// (ADR 0022): the whole log as the reader sees it after every call, the partner's notes never
// shown, the log frozen once the project closed, and the project's figures kept in step so that
// the closing forms and the dashboard read them.

const day = 24 * 60 * 60 * 1000;

const istanbulDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Istanbul calendar day of a moment (`YYYY-MM-DD`), as the server dates sessions. */
export const dayOf = (moment: string | Date): string => istanbulDay.format(new Date(moment));

/** The day `days` before today in Istanbul (negative: after). */
export const dayAgo = (days: number): string => dayOf(new Date(Date.now() - days * day));

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / day);

/** A logged session as the mock keeps it: both partners' sides, the note of whoever wrote it. */
export type MockSession = {
  id: string;
  projectId: string;
  heldOn: string;
  hours: number;
  state: SessionState;
  /** Logged by the signed-in member (otherwise by the partner). */
  byMe: boolean;
  note: string | null;
  disputeReason: string | null;
  createdAt: string;
  decidedAt: string | null;
};

/** A session of a project, logged by the partner and waiting, one hour a week ago, unless told otherwise. */
export function mySession(projectId: string, overrides: Partial<MockSession> = {}): MockSession {
  const state = overrides.state ?? 'pending';
  return {
    id: crypto.randomUUID(),
    projectId,
    heldOn: dayAgo(7),
    hours: 1,
    state,
    byMe: false,
    note: null,
    disputeReason: null,
    createdAt: new Date().toISOString(),
    decidedAt: state === 'pending' ? null : new Date().toISOString(),
    ...overrides,
  };
}

const sumOf = (sessions: readonly MockSession[], state: SessionState) =>
  sessions.filter((one) => one.state === state).reduce((sum, one) => sum + one.hours, 0);

/** The last day of a session not disputed; null before the first. */
const lastSessionOf = (sessions: readonly MockSession[]): string | null =>
  sessions
    .filter((one) => one.state !== 'disputed')
    .map((one) => one.heldOn)
    .sort()
    .at(-1) ?? null;

/** The figures a project view carries about its log (confirmed, pending, last day, the gap). */
export function sessionLogFigures(
  project: Pick<MyProjectView, 'state' | 'startedAt'>,
  sessions: readonly MockSession[],
): MyProjectView['sessionLog'] {
  const lastSessionOn = lastSessionOf(sessions);
  return {
    confirmedHours: sumOf(sessions, 'confirmed'),
    pendingHours: sumOf(sessions, 'pending'),
    lastSessionOn,
    daysWithoutSession:
      project.state === 'open'
        ? daysBetween(lastSessionOn ?? dayOf(project.startedAt), dayOf(new Date()))
        : null,
  };
}

/** One session as the signed-in member reads it, with what they may do now. */
function viewOf(session: MockSession, open: boolean): ProjectSessionView {
  return {
    id: session.id,
    projectId: session.projectId,
    heldOn: session.heldOn,
    hours: session.hours,
    state: session.state,
    mine: session.byMe,
    note: session.byMe ? session.note : null,
    disputeReason: session.disputeReason,
    createdAt: session.createdAt,
    decidedAt: session.decidedAt,
    canConfirm: open && !session.byMe && session.state !== 'confirmed',
    canDispute: open && !session.byMe && session.state === 'pending',
    canRemove: open && session.byMe && session.state !== 'confirmed',
  };
}

/** What the project pages share with these handlers: the lists they change. */
export type SessionMockState = { projects: MyProjectView[]; sessions: MockSession[] };

type Helpers = {
  /** 401/403 for anyone but the demo member, else null. */
  refused: (request: Request) => Response | null;
  /** A 400 with the fields of a zod error, in the request's language. */
  fieldRefusal: (request: Request, error: Parameters<typeof fieldIssuesOf>[0]) => Response;
  /** The `maxSessionsPerProject` setting. */
  maxSessions: number;
};

const languageOf = (request: Request) =>
  request.headers.get('accept-language')?.startsWith('en') ? ('en' as const) : ('tr' as const);

/** The session-log routes over `held` (changed by the calls, the projects' figures included). */
export function sessionHandlers(held: SessionMockState, { refused, fieldRefusal, maxSessions }: Helpers) {
  const logOf = (project: MyProjectView): ProjectSessionLog => {
    const sessions = held.sessions.filter((one) => one.projectId === project.id);
    const open = project.state === 'open';
    const figures = sessionLogFigures(project, sessions);
    return {
      projectId: project.id,
      items: sessions
        .map((one) => viewOf(one, open))
        .sort((a, b) => b.heldOn.localeCompare(a.heldOn) || b.createdAt.localeCompare(a.createdAt)),
      confirmedHours: figures.confirmedHours,
      pendingHours: figures.pendingHours,
      lastSessionOn: figures.lastSessionOn,
      editable: open,
      earliestDay: dayOf(project.startedAt),
      latestDay: dayOf(new Date()),
    };
  };

  /** Writes the sessions, brings the project's figures up to date and answers with its log. */
  const saved = (
    request: Request,
    project: MyProjectView,
    sessions: MockSession[],
    status: number,
    key: 'recordAdded' | 'recordUpdated' | 'recordDeleted',
  ) => {
    held.sessions = sessions;
    const mine = held.sessions.filter((one) => one.projectId === project.id);
    const updated = { ...project, sessionLog: sessionLogFigures(project, mine) };
    held.projects = held.projects.map((one) => (one.id === project.id ? updated : one));
    return answer(request, status, key, logOf(updated));
  };

  /** The session and its open project, or the server's refusal. */
  const sessionInOpenProject = (request: Request, sessionId: string) => {
    const session = held.sessions.find((one) => one.id === sessionId);
    const project = session && held.projects.find((one) => one.id === session.projectId);
    if (!session || !project) return { refusal: answer(request, 404, 'recordNotFound') };
    if (project.state !== 'open')
      return { refusal: answer(request, 409, 'projectNotOpen', { state: project.state }) };
    return { session, project };
  };

  const decide =
    (decision: 'confirmed' | 'disputed') =>
    async ({ request }: { request: Request }) => {
      const denied = refused(request);
      if (denied) return denied;
      const parsed = (
        decision === 'confirmed' ? projectSessionIdInputSchema : disputeSessionInputSchema
      ).safeParse(await request.json());
      if (!parsed.success) return fieldRefusal(request, parsed.error);
      const found = sessionInOpenProject(request, parsed.data.projectSessionId);
      if (found.refusal) return found.refusal;
      const { session, project } = found;
      if (session.byMe) return answer(request, 403, 'onlySessionPartner');
      const open = decision === 'confirmed' ? session.state !== 'confirmed' : session.state === 'pending';
      if (!open) return answer(request, 409, 'sessionAlreadyDecided', { state: session.state });
      const reason: string | null =
        'reason' in parsed.data && typeof parsed.data.reason === 'string' && parsed.data.reason !== ''
          ? parsed.data.reason
          : null;
      const decided: MockSession = {
        ...session,
        state: decision,
        decidedAt: new Date().toISOString(),
        disputeReason: decision === 'disputed' ? reason : session.disputeReason,
      };
      return saved(
        request,
        project,
        held.sessions.map((one) => (one.id === session.id ? decided : one)),
        200,
        'recordUpdated',
      );
    };

  return [
    http.get('*/api/projectsessions', ({ request }) => {
      const denied = refused(request);
      if (denied) return denied;
      const projectId = new URL(request.url).searchParams.get('projectId');
      const project = held.projects.find((one) => one.id === projectId);
      if (!project) return answer(request, 404, 'recordNotFound');
      return answer(request, 200, 'done', logOf(project));
    }),

    http.post('*/api/projectsessions', async ({ request }) => {
      const denied = refused(request);
      if (denied) return denied;
      const parsed = logSessionInputSchema.safeParse(await request.json());
      if (!parsed.success) return fieldRefusal(request, parsed.error);
      const project = held.projects.find((one) => one.id === parsed.data.projectId);
      if (!project) return answer(request, 404, 'recordNotFound');
      if (project.state !== 'open') return answer(request, 409, 'projectNotOpen', { state: project.state });
      const earliest = dayOf(project.startedAt);
      const latest = dayOf(new Date());
      if (parsed.data.heldOn < earliest || parsed.data.heldOn > latest) {
        return answer(request, 400, 'validationFailed', {
          fields: {
            heldOn: translateValidationMessage('dateOutOfRange', languageOf(request), { earliest, latest }),
          },
        });
      }
      const logged = held.sessions
        .filter((one) => one.projectId === project.id && one.state !== 'disputed')
        .reduce((sum, one) => sum + one.hours, 0);
      if (logged + parsed.data.hours > maxSessions)
        return answer(request, 409, 'sessionLogFull', { maximum: maxSessions });
      const created = mySession(project.id, {
        heldOn: parsed.data.heldOn,
        hours: parsed.data.hours,
        byMe: true,
        note: parsed.data.note ? parsed.data.note : null,
      });
      return saved(request, project, [...held.sessions, created], 201, 'recordAdded');
    }),

    http.post('*/api/projectsessions/confirm', decide('confirmed')),
    http.post('*/api/projectsessions/dispute', decide('disputed')),

    http.delete('*/api/projectsessions', async ({ request }) => {
      const denied = refused(request);
      if (denied) return denied;
      const parsed = projectSessionIdInputSchema.safeParse(await request.json());
      if (!parsed.success) return fieldRefusal(request, parsed.error);
      const found = sessionInOpenProject(request, parsed.data.projectSessionId);
      if (found.refusal) return found.refusal;
      const { session, project } = found;
      if (!session.byMe) return answer(request, 403, 'onlySessionRecorder');
      if (session.state === 'confirmed') return answer(request, 409, 'sessionConfirmedStays');
      return saved(
        request,
        project,
        held.sessions.filter((one) => one.id !== session.id),
        200,
        'recordDeleted',
      );
    }),
  ];
}
