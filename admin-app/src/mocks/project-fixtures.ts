import type {
  LedgerEntryView,
  PendingAssignment,
  ProjectPerson,
  ProjectView,
  UnmatchedReason,
} from '@coach/core/contracts';
import { memberAccount } from './profile-handlers.ts';

// Demo data of the pending-assignment, projects and ledger pages, checked against the contract
// types with `satisfies`: a field the server adds, drops or retypes fails typecheck here.

/** The administrator who paired some projects by hand (and whose name the detail shows). */
export const matchingAdmin = {
  accountId: '0a1d0000-0000-4000-8000-000000000001',
  fullName: 'Zeynep Yılmaz',
  email: 'admin@example.com',
};

/** Administrators see every partner's e-mail (ADR 0033), so the fixtures' are never null. */
const person = (id: number, fullName: string, email: string): ProjectPerson & { email: string } => ({
  accountId: `0b2e0000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  fullName,
  email,
  profilePhotoPath: null,
});

export const people = {
  ayse: person(1, 'Ayşe Demir', 'ayse@example.com'),
  mehmet: { ...person(2, 'Mehmet Öztürk', 'mehmet@example.com'), accountId: memberAccount.accountId },
  john: person(3, 'John Smith', 'john@example.com'),
  elif: person(4, 'Elif Kaya', 'elif@example.com'),
  burak: person(5, 'Burak Şahin', 'burak@example.com'),
  selin: person(6, 'Selin Koç', 'selin@example.com'),
} as const;

type PersonKey = keyof typeof people;

/** A request id that reads as what it is in a failing test. */
const requestId = (n: number) => `0c3f0000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function request(
  n: number,
  who: PersonKey,
  role: PendingAssignment['role'],
  overrides: Partial<PendingAssignment> = {},
): PendingAssignment {
  const member = people[who];
  const [name = '', ...rest] = member.fullName.split(' ');
  return {
    requestId: requestId(n),
    accountId: member.accountId,
    name,
    surname: rest.join(' '),
    email: member.email,
    role,
    languages: ['tr'],
    score: 10,
    requestedAt: `2026-03-0${Math.min(n, 9)}T09:00:00.000Z`,
    coachRequestCount: role === 'coach' ? 1 : 0,
    coacheeRequestCount: 1,
    lastSkip: null,
    ...overrides,
  } satisfies PendingAssignment;
}

/**
 * The open requests: Ayşe (coach, tr) and Elif (coachee, tr) were each other's partners in their
 * most recent project; John (coach, en only) has no coachee speaking English; Burak's proof is
 * pending; Mehmet and Selin can be paired.
 */
export function demoPendingAssignments(): PendingAssignment[] {
  return [
    request(1, 'ayse', 'coach', {
      score: 24,
      coachRequestCount: 3,
      coacheeRequestCount: 2,
      lastSkip: { reason: 'only_previous_partners', at: '2026-03-09T06:00:00.000Z' },
    }),
    request(2, 'john', 'coach', {
      languages: ['en'],
      score: 12,
      lastSkip: { reason: 'no_partner_in_language', at: '2026-03-09T06:00:00.000Z' },
    }),
    request(3, 'elif', 'coachee', {
      score: 3,
      coacheeRequestCount: 4,
      lastSkip: { reason: 'only_previous_partners', at: '2026-03-09T06:00:00.000Z' },
    }),
    request(4, 'burak', 'coach', {
      languages: ['tr', 'en'],
      score: 8,
      lastSkip: { reason: 'proof_pending', at: '2026-03-09T06:00:00.000Z' },
    }),
    request(5, 'mehmet', 'coachee', { languages: ['tr', 'en'], score: 35 }),
    request(6, 'selin', 'coach', { score: 15, coachRequestCount: 2 }),
  ];
}

/** Pairs that were partners in one's most recent project (the consecutive-partners rule). */
export const previousPartners: readonly (readonly [string, string])[] = [
  [people.ayse.accountId, people.elif.accountId],
];

/** Requests whose member is no longer eligible, and why. */
export const ineligibleRequests: Readonly<Record<string, UnmatchedReason>> = {
  [requestId(4)]: 'proof_pending',
};

const projectId = (n: number) => `0d400000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const baseProject = {
  language: 'tr',
  closedAt: null,
  sessionCount: null,
  closingRequest: null,
  abortReason: null,
  matchedByAccountId: null,
  overrideReason: null,
  points: { coach: 0, coachee: 0 },
  // No session logged (closed projects keep no gap count); the open ones below say theirs.
  sessionLog: { confirmedHours: 0, pendingHours: 0, lastSessionOn: null, daysWithoutSession: null },
} as const satisfies Partial<ProjectView>;

/** One project in each state, newest start first. */
export function demoProjects(): ProjectView[] {
  return [
    {
      ...baseProject,
      id: projectId(1),
      state: 'open',
      coach: people.ayse,
      coachee: people.mehmet,
      startedAt: '2026-03-02T06:00:00.000Z',
      deadlineAt: '2026-06-15T06:00:00.000Z',
      matchedByAccountId: matchingAdmin.accountId,
      overrideReason: 'Both asked to continue the work they started.',
      sessionLog: { confirmedHours: 3, pendingHours: 1, lastSessionOn: '2026-03-20', daysWithoutSession: 5 },
    },
    {
      ...baseProject,
      id: projectId(2),
      state: 'open',
      language: 'en',
      coach: people.john,
      coachee: people.selin,
      startedAt: '2026-02-16T06:00:00.000Z',
      deadlineAt: '2026-06-01T06:00:00.000Z',
      sessionLog: { confirmedHours: 7, pendingHours: 0, lastSessionOn: '2026-03-03', daysWithoutSession: 22 },
      closingRequest: {
        id: '0e500000-0000-4000-8000-000000000001',
        sessionCount: 7,
        state: 'waiting',
        createdAt: '2026-03-04T10:00:00.000Z',
        confirmBy: '2026-03-09T10:00:00.000Z',
      },
    },
    {
      ...baseProject,
      id: projectId(3),
      state: 'completed_confirmed',
      coach: people.elif,
      coachee: people.burak,
      startedAt: '2025-12-01T06:00:00.000Z',
      deadlineAt: '2026-03-16T06:00:00.000Z',
      closedAt: '2026-01-20T12:00:00.000Z',
      sessionCount: 7,
      points: { coach: -7, coachee: 7 },
    },
    {
      ...baseProject,
      id: projectId(4),
      state: 'completed_by_coachee',
      coach: people.selin,
      coachee: people.ayse,
      startedAt: '2025-11-03T06:00:00.000Z',
      deadlineAt: '2026-02-16T06:00:00.000Z',
      closedAt: '2025-12-22T12:00:00.000Z',
      sessionCount: 5,
      points: { coach: -5, coachee: 5 },
    },
    {
      ...baseProject,
      id: projectId(5),
      state: 'completed_by_system',
      coach: people.mehmet,
      coachee: people.elif,
      startedAt: '2025-10-06T06:00:00.000Z',
      deadlineAt: '2026-01-19T06:00:00.000Z',
      closedAt: '2025-11-30T12:00:00.000Z',
      sessionCount: 4,
      points: { coach: -4, coachee: 0 },
    },
    {
      ...baseProject,
      id: projectId(6),
      state: 'aborted_by_system',
      coach: people.burak,
      coachee: people.john,
      startedAt: '2025-08-04T06:00:00.000Z',
      deadlineAt: '2025-11-17T06:00:00.000Z',
      closedAt: '2025-11-17T06:00:00.000Z',
      points: { coach: -7, coachee: -7 },
    },
    {
      ...baseProject,
      id: projectId(7),
      state: 'aborted_by_administrator',
      coach: people.ayse,
      coachee: people.elif,
      startedAt: '2025-07-07T06:00:00.000Z',
      deadlineAt: '2025-10-20T06:00:00.000Z',
      closedAt: '2025-08-01T09:00:00.000Z',
      abortReason: 'The coachee moved abroad.',
    },
  ];
}

const entryId = (n: number) => `0f600000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Mehmet's ledger, oldest first: its sum is his score (35) on the profile page. */
export function demoLedger(): LedgerEntryView[] {
  const entries: Omit<LedgerEntryView, 'balanceAfter'>[] = [
    {
      id: entryId(1),
      delta: 20,
      reason: 'opening_balance',
      projectId: null,
      note: null,
      createdAt: '2025-09-01T09:00:00.000Z',
    },
    {
      id: entryId(2),
      delta: -4,
      reason: 'coach_sessions',
      projectId: projectId(5),
      note: null,
      createdAt: '2025-11-30T12:00:00.000Z',
    },
    {
      id: entryId(3),
      delta: 7,
      reason: 'coachee_sessions',
      projectId: projectId(3),
      note: null,
      createdAt: '2026-01-20T12:00:00.000Z',
    },
    {
      id: entryId(4),
      delta: 12,
      reason: 'admin_adjustment',
      projectId: null,
      note: 'Workshop hours from the autumn programme.',
      createdAt: '2026-02-02T10:00:00.000Z',
    },
  ];
  let balance = 0;
  return entries.map((entry) => {
    balance += entry.delta;
    return { ...entry, balanceAfter: balance } satisfies LedgerEntryView;
  });
}
