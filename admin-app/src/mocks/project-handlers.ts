import {
  type AccountView,
  abortProjectInputSchema,
  adjustPointsInputSchema,
  type CatalogueKey,
  catalogue,
  ineligibilityMessages,
  type LedgerEntryView,
  type MatchedPair,
  type MatchingRunResult,
  manualMatchingInputSchema,
  type PendingAssignment,
  type Permission,
  type ProjectView,
  parseSort,
  pendingAssignmentQuerySchema,
  type pendingAssignmentSortKeys,
  projectListQuerySchema,
  type projectSortKeys,
  translate,
  type UnmatchedRequest,
} from '@coach/core/contracts';
import { demoAccounts } from '@coach/kit/mocks/fixtures.ts';
import { answer } from '@coach/kit/mocks/handlers.ts';
import { http } from 'msw';
import type { z } from 'zod';
import { memberAccount } from './profile-handlers.ts';
import {
  demoLedger,
  demoPendingAssignments,
  demoProjects,
  ineligibleRequests,
  matchingAdmin,
  people,
  previousPartners,
} from './project-fixtures.ts';

// msw handlers for the pending-assignment and projects pages and an account's ledger, answering
// like the server: the envelope, 401/403, 4034 for input the shared schemas refuse, and the
// matching rules' refusals (4052, 4054–4057, 4059, 4050). Each call of `projectHandlers` starts
// from the demo data, kept in memory so that a pairing or an abort shows in the lists.

function refused(request: Request, permission: Permission): Response | null {
  const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  const account = demoAccounts.find((candidate) => candidate.token === token);
  if (!account) return answer(request, 401, 'unauthorized');
  return account.user.permissions.includes(permission) ? null : answer(request, 403, 'forbidden');
}

function parse<Schema extends z.ZodType>(request: Request, schema: Schema, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return { data: result.data as z.output<Schema> };
  const fields = Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
  return { refusal: answer(request, 400, 'validationFailed', { fields }) };
}

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
const languageOf = (request: Request) =>
  request.headers.get('accept-language')?.startsWith('en') ? 'en' : 'tr';
const includes = (text: string, search: string) =>
  text.toLocaleLowerCase('tr').includes(search.toLocaleLowerCase('tr'));
const compare = (a: string | number | null, b: string | number | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1;

export type ProjectMockOptions = {
  /** Another matching run holds the lock: running answers 4054. */
  matchingRunning?: boolean;
};

const sharedLanguage = (coach: PendingAssignment, coachee: PendingAssignment) =>
  coach.languages.find((language) => coachee.languages.includes(language)) ?? null;

const werePartners = (a: string, b: string) =>
  previousPartners.some(([x, y]) => (x === a && y === b) || (x === b && y === a));

/** A small greedy stand-in for the planner: oldest requests first, the same rules. */
function plan(requests: PendingAssignment[]): { pairs: MatchedPair[]; unmatched: UnmatchedRequest[] } {
  const waiting = [...requests].sort((a, b) => compare(a.requestedAt, b.requestedAt));
  const coaches = waiting.filter((r) => r.role === 'coach');
  const coachees = waiting.filter((r) => r.role === 'coachee');
  const taken = new Set<string>();
  const pairs: MatchedPair[] = [];
  const unmatched: UnmatchedRequest[] = [];
  const ineligible = (r: PendingAssignment) => ineligibleRequests[r.requestId];
  for (const coach of coaches) {
    const skip = ineligible(coach);
    if (skip) {
      unmatched.push({ requestId: coach.requestId, side: 'coach', reason: skip });
      continue;
    }
    const partner = coachees.find(
      (coachee) =>
        !taken.has(coachee.requestId) &&
        !ineligible(coachee) &&
        coachee.accountId !== coach.accountId &&
        sharedLanguage(coach, coachee) &&
        !werePartners(coach.accountId, coachee.accountId),
    );
    if (!partner) continue;
    taken.add(partner.requestId);
    taken.add(coach.requestId);
    pairs.push({
      coachRequestId: coach.requestId,
      coacheeRequestId: partner.requestId,
      coachAccountId: coach.accountId,
      coacheeAccountId: partner.accountId,
      language: sharedLanguage(coach, partner) ?? 'tr',
    });
  }
  for (const request of waiting) {
    if (taken.has(request.requestId) || unmatched.some((u) => u.requestId === request.requestId)) continue;
    const others = request.role === 'coach' ? coachees : coaches;
    const speaking = others.filter((other) =>
      request.role === 'coach' ? sharedLanguage(request, other) : sharedLanguage(other, request),
    );
    const reason =
      ineligible(request) ??
      (speaking.length === 0
        ? 'no_partner_in_language'
        : speaking.every((other) => werePartners(other.accountId, request.accountId))
          ? 'only_previous_partners'
          : 'partners_taken');
    unmatched.push({ requestId: request.requestId, side: request.role, reason });
  }
  return { pairs, unmatched };
}

export function projectHandlers(options: ProjectMockOptions = {}) {
  let pending = demoPendingAssignments();
  let projects = demoProjects();

  const personOf = (request: PendingAssignment) => ({
    accountId: request.accountId,
    fullName: `${request.name} ${request.surname}`,
    email: request.email,
    profilePhotoPath: null,
  });
  const startProject = (
    coach: PendingAssignment,
    coachee: PendingAssignment,
    extra: Partial<ProjectView>,
  ): ProjectView => {
    const project: ProjectView = {
      id: crypto.randomUUID(),
      state: 'open',
      language: sharedLanguage(coach, coachee) ?? 'tr',
      coach: personOf(coach),
      coachee: personOf(coachee),
      startedAt: '2026-03-10T06:00:00.000Z',
      deadlineAt: '2026-06-23T06:00:00.000Z',
      closedAt: null,
      sessionCount: null,
      closingRequest: null,
      abortReason: null,
      matchedByAccountId: null,
      overrideReason: null,
      points: { coach: 0, coachee: 0 },
      sessionLog: { confirmedHours: 0, pendingHours: 0, lastSessionOn: null, daysWithoutSession: 0 },
      ...extra,
    };
    projects = [project, ...projects];
    pending = pending.filter((r) => r.requestId !== coach.requestId && r.requestId !== coachee.requestId);
    return project;
  };
  const runResult = (written: boolean): MatchingRunResult => {
    const { pairs, unmatched } = plan(pending);
    const summary = {
      coachRequests: pending.filter((r) => r.role === 'coach').length,
      coacheeRequests: pending.filter((r) => r.role === 'coachee').length,
      pairs: pairs.length,
      durationMs: 42,
    };
    if (written) {
      for (const pair of pairs) {
        const coach = pending.find((r) => r.requestId === pair.coachRequestId);
        const coachee = pending.find((r) => r.requestId === pair.coacheeRequestId);
        if (coach && coachee) startProject(coach, coachee, {});
      }
    }
    return { pairs, unmatched, summary, written };
  };

  return [
    http.get('*/api/accounts/getaccountsformanualmatching', ({ request }) => {
      const denied = refused(request, 'matching.run');
      if (denied) return denied;
      const parsed = parse(request, pendingAssignmentQuerySchema, queryOf(request));
      if (parsed.refusal) return parsed.refusal;
      const { page, pageSize, search, sort, role } = parsed.data;
      const { key, descending } = parseSort<(typeof pendingAssignmentSortKeys)[number]>(sort);
      const sortValue = (r: PendingAssignment) =>
        key === 'name' ? `${r.name} ${r.surname}` : key === 'score' ? r.score : r.requestedAt;
      const matching = pending
        .filter((r) => !role || r.role === role)
        .filter((r) => !search || includes(`${r.name} ${r.surname} ${r.email}`, search))
        .sort((a, b) => (descending ? -1 : 1) * compare(sortValue(a), sortValue(b)));
      const items = matching.slice((page - 1) * pageSize, page * pageSize);
      return answer(request, 200, 'done', { items, total: matching.length, page, pageSize });
    }),

    http.get('*/api/projects', ({ request }) => {
      const denied = refused(request, 'projects.readAll');
      if (denied) return denied;
      const parsed = parse(request, projectListQuerySchema, queryOf(request));
      if (parsed.refusal) return parsed.refusal;
      const { page, pageSize, search, sort, state, accountId } = parsed.data;
      const { key, descending } = parseSort<(typeof projectSortKeys)[number]>(sort);
      const matching = projects
        .filter((p) => !state || p.state === state)
        .filter((p) => !accountId || p.coach.accountId === accountId || p.coachee.accountId === accountId)
        .filter(
          (p) =>
            !search ||
            includes(`${p.coach.fullName} ${p.coach.email} ${p.coachee.fullName} ${p.coachee.email}`, search),
        )
        .sort((a, b) => (descending ? -1 : 1) * compare(a[key], b[key]));
      const items = matching.slice((page - 1) * pageSize, page * pageSize);
      return answer(request, 200, 'done', { items, total: matching.length, page, pageSize });
    }),

    http.get('*/api/projects/runprojectmatchingjob', ({ request }) => {
      const denied = refused(request, 'matching.run');
      if (denied) return denied;
      return answer(request, 200, 'done', runResult(false));
    }),

    http.post('*/api/projects/runprojectmatchingjob', ({ request }) => {
      const denied = refused(request, 'matching.run');
      if (denied) return denied;
      if (options.matchingRunning) return answer(request, 409, 'matchingRunning');
      return answer(request, 200, 'done', runResult(true));
    }),

    http.post('*/api/projects/manualprojectmatching', async ({ request }) => {
      const denied = refused(request, 'matching.run');
      if (denied) return denied;
      const parsed = parse(request, manualMatchingInputSchema, await request.json());
      if (parsed.refusal) return parsed.refusal;
      const input = parsed.data;
      const coach = pending.find((r) => r.requestId === input.coachRequestId && r.role === 'coach');
      const coachee = pending.find((r) => r.requestId === input.coacheeRequestId && r.role === 'coachee');
      if (!coach || !coachee) return answer(request, 409, 'requestNotOpen');
      if (coach.accountId === coachee.accountId) return answer(request, 409, 'matchSamePerson');
      if (!sharedLanguage(coach, coachee)) return answer(request, 409, 'matchNoSharedLanguage');
      const ineligible = ineligibleRequests[coach.requestId] ?? ineligibleRequests[coachee.requestId];
      if (ineligible && ineligible in ineligibilityMessages) {
        const key = ineligibilityMessages[ineligible as keyof typeof ineligibilityMessages] as CatalogueKey;
        const rule = translate(catalogue[key].code, languageOf(request));
        return answer(request, 409, 'matchIneligible', { reason: ineligible, rule });
      }
      const togetherInOpenProject = projects.some(
        (p) =>
          p.state === 'open' &&
          [p.coach.accountId, p.coachee.accountId].sort().join() ===
            [coach.accountId, coachee.accountId].sort().join(),
      );
      if (togetherInOpenProject) return answer(request, 409, 'pairAlreadyInOpenProject');
      if (werePartners(coach.accountId, coachee.accountId) && !input.overrideReason)
        return answer(request, 409, 'matchConsecutivePartners');
      const project = startProject(coach, coachee, {
        matchedByAccountId: matchingAdmin.accountId,
        overrideReason: input.overrideReason ?? null,
      });
      return answer(request, 201, 'recordAdded', project);
    }),

    http.post('*/api/projects/abortedprojectbyadministrator', async ({ request }) => {
      const denied = refused(request, 'projects.abort');
      if (denied) return denied;
      const parsed = parse(request, abortProjectInputSchema, await request.json());
      if (parsed.refusal) return parsed.refusal;
      const project = projects.find((p) => p.id === parsed.data.projectId);
      if (!project) return answer(request, 404, 'recordNotFound');
      if (project.state !== 'open') return answer(request, 409, 'projectNotOpen', { state: project.state });
      const aborted: ProjectView = {
        ...project,
        state: 'aborted_by_administrator',
        abortReason: parsed.data.reason,
        closedAt: '2026-03-10T09:00:00.000Z',
      };
      projects = projects.map((p) => (p.id === aborted.id ? aborted : p));
      return answer(request, 200, 'recordUpdated', aborted);
    }),

    // The members of the demo projects and the administrator who paired some of them, by id (a
    // project's detail names who paired it; the list names the member it is narrowed to). Any
    // other id is left to the handlers after these.
    http.get('*/api/accounts/:id', ({ request, params }) => {
      const known = [...Object.values(people), matchingAdmin].find((p) => p.accountId === params.id);
      if (!known) return undefined;
      const denied = refused(request, 'accounts.read');
      if (denied) return denied;
      const [name = '', ...surname] = known.fullName.split(' ');
      return answer(request, 200, 'done', {
        ...memberAccount,
        accountId: known.accountId,
        name,
        surname: surname.join(' '),
        fullName: known.fullName,
        email: known.email,
        accountRoleType: known === matchingAdmin ? 'Administrator' : 'User',
        status: 'active',
        isLocked: false,
      } satisfies AccountView);
    }),
  ];
}

/**
 * The ledger of the profile page's member (`memberAccount`) and the account itself with its
 * score, so that an adjustment shows in both. Put before `profileHandlers` and `projectHandlers`,
 * whose answers for the same account would otherwise come first.
 */
export function ledgerHandlers() {
  let entries: LedgerEntryView[] = demoLedger();
  const balance = () => entries.at(-1)?.balanceAfter ?? 0;
  return [
    http.get('*/api/ledger', ({ request }) => {
      const denied = refused(request, 'points.adjust');
      if (denied) return denied;
      const accountId = new URL(request.url).searchParams.get('accountId');
      if (accountId !== memberAccount.accountId) return answer(request, 404, 'userNotFound');
      return answer(request, 200, 'done', { accountId, balance: balance(), entries });
    }),
    http.post('*/api/ledger/adjust', async ({ request }) => {
      const denied = refused(request, 'points.adjust');
      if (denied) return denied;
      const parsed = parse(request, adjustPointsInputSchema, await request.json());
      if (parsed.refusal) return parsed.refusal;
      if (parsed.data.accountId !== memberAccount.accountId) return answer(request, 404, 'userNotFound');
      const entry: LedgerEntryView = {
        id: crypto.randomUUID(),
        delta: parsed.data.delta,
        reason: 'admin_adjustment',
        projectId: null,
        note: parsed.data.note,
        createdAt: '2026-03-10T09:00:00.000Z',
        balanceAfter: balance() + parsed.data.delta,
      };
      entries = [...entries, entry];
      return answer(request, 201, 'recordAdded', entry);
    }),
    http.get(`*/api/accounts/${memberAccount.accountId}`, ({ request }) => {
      const denied = refused(request, 'accounts.read');
      if (denied) return denied;
      return answer(request, 200, 'done', { ...memberAccount, score: balance() });
    }),
  ];
}
