import { randomUUID } from 'node:crypto';
import type {
  Account,
  EligibilityFacts,
  MembershipPeriod,
  OpenRequestMatch,
  PendingAssignmentRecord,
  PendingAssignmentSearch,
  ProjectRequest,
  ProjectRequestRepository,
  ProofState,
} from '@coach/core';
import { readMatchingSnapshot } from '@coach/core/matching/matching-snapshot';
import { periodCovering } from '@coach/core/membership/domain/membership-period';
import { foldForSearch, searchWords, turkishSortKey } from '../text/turkish-text.ts';
import { accountFilesTable } from './account-file-repository.ts';
import { accountsTable } from './account-tables.ts';
import { copy, type MemoryDb } from './memory-database.ts';
import { membershipPeriodsTable } from './payment-tables.ts';
import { memoryProjectRepository } from './project-repository.ts';
import { projectRequestsTable, projectsTable } from './project-tables.ts';
import { membershipPackagesTable } from './reference-data-repositories.ts';

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const compareTime = (a: Date, b: Date) => a.getTime() - b.getTime();
/** Oldest first, ties by id: the order of the open-requests index. */
export const longestWaitingFirst = (a: ProjectRequest, b: ProjectRequest) =>
  compareTime(a.createdAt, b.createdAt) || compareText(a.id, b.id);

/** Every word appears in the name, surname or e-mail, folded as on PostgreSQL. */
function memberMatches(account: Account, words: readonly string[]): boolean {
  const fields = [account.name, account.surname, account.email].map(foldForSearch);
  return words.every((word) => fields.some((field) => field.includes(word)));
}

type Candidate = PendingAssignmentRecord & { readonly account: Account };

/** The order of the PostgreSQL repository: the key, then the longest-waiting request. */
function comparisonOf(sort: PendingAssignmentSearch['sort']) {
  const sign = sort.descending ? -1 : 1;
  const byKey: Record<PendingAssignmentSearch['sort']['key'], (a: Candidate, b: Candidate) => number> = {
    // Ties of the request time by id in the same direction (one index serves both ways on PostgreSQL).
    requestedAt: (a, b) =>
      compareTime(a.request.createdAt, b.request.createdAt) || compareText(a.request.id, b.request.id),
    name: (a, b) =>
      compareText(turkishSortKey(a.name), turkishSortKey(b.name)) ||
      compareText(turkishSortKey(a.surname), turkishSortKey(b.surname)),
    score: (a, b) => a.score - b.score,
  };
  return (a: Candidate, b: Candidate) =>
    sign * byKey[sort.key](a, b) || longestWaitingFirst(a.request, b.request);
}

/**
 * Members' requests in memory. The unique index of PostgreSQL (one open request per member and
 * side) is checked on insert: units of work run one at a time, so two requests sent at once meet
 * it in turn, as there.
 */
export function memoryProjectRequestRepository(db: MemoryDb): ProjectRequestRepository {
  const all = () => [...db.rows(projectRequestsTable).values()];
  const find = async (id: string) => copy(db.rows(projectRequestsTable).get(id) ?? null);
  const listOpen = () =>
    all()
      .filter((request) => request.state === 'open')
      .sort(longestWaitingFirst)
      .map(copy);
  const update = (id: string, values: Partial<ProjectRequest>) => {
    const rows = db.writable(projectRequestsTable);
    const row = rows.get(id);
    if (!row) return null;
    const changed = { ...row, ...copy(values) };
    rows.set(id, changed);
    return changed;
  };
  // Derived at read time from the rows, as the four reads it stands for: in memory nothing costs
  // enough to keep (ADR 0047), and this is the answer PostgreSQL's kept facts must give.
  const snapshot = (at: Date) =>
    readMatchingSnapshot(
      { projectRequests: repository, projects: memoryProjectRepository(db) },
      listOpen(),
      at,
    );
  /** Every committed write moves the store's count: coarser than PostgreSQL's, never late. */
  const version = () => String(db.commits());
  const nextPeriodStart = (open: readonly ProjectRequest[], at: Date): Date | null => {
    const members = new Set(open.map((request) => request.accountId));
    let next: Date | null = null;
    for (const period of db.rows(membershipPeriodsTable).values()) {
      if (!members.has(period.accountId) || period.startsAt.getTime() <= at.getTime()) continue;
      if (!next || period.startsAt.getTime() < next.getTime()) next = period.startsAt;
    }
    return next && new Date(next);
  };

  /** The open requests of a side whose member the search finds, with the counts of their requests. */
  function openCandidates(match: OpenRequestMatch): Candidate[] {
    const accounts = db.rows(accountsTable);
    const requestCounts = new Map<string, { coach: number; coachee: number }>();
    for (const request of all()) {
      const counts = requestCounts.get(request.accountId) ?? { coach: 0, coachee: 0 };
      counts[request.role] += 1;
      requestCounts.set(request.accountId, counts);
    }
    const words = searchWords(match.search);
    return all()
      .filter((request) => request.state === 'open' && (!match.role || request.role === match.role))
      .flatMap((request): Candidate[] => {
        const account = accounts.get(request.accountId);
        if (!account || !memberMatches(account, words)) return [];
        const counts = requestCounts.get(request.accountId);
        return [
          {
            account,
            request,
            name: account.name,
            surname: account.surname,
            email: account.email,
            score: account.score,
            coachRequestCount: counts?.coach ?? 0,
            coacheeRequestCount: counts?.coachee ?? 0,
          },
        ];
      });
  }

  const repository: ProjectRequestRepository = {
    findById: find,
    // Units of work run one at a time in memory: that is the lock.
    findByIdForUpdate: find,

    async listOfAccount(accountId) {
      return all()
        .filter((request) => request.accountId === accountId)
        .sort((a, b) => -longestWaitingFirst(a, b))
        .map(copy);
    },

    listOpen: async () => listOpen(),
    async listOpenForUpdate() {
      db.writable(projectRequestsTable); // like a row lock: only inside a unit of work (they run one at a time)
      return listOpen();
    },
    async matchingSnapshot(at) {
      const read = version();
      const open = listOpen();
      return {
        ...(await snapshot(at)),
        version: read,
        nextPeriodStart: nextPeriodStart(open, at),
        seen: null,
      };
    },
    matchingVersion: async () => version(),
    // Reading everything costs nothing in memory: no changes are noted (`seen` is null).
    matchingChangesSince: async () => null,
    async matchingSnapshotForUpdate(at) {
      db.writable(projectRequestsTable); // as listOpenForUpdate
      return snapshot(at);
    },

    async searchOpen(query) {
      const found = openCandidates(query).sort(comparisonOf(query.sort));
      return {
        items: found
          .slice(query.offset, query.offset + query.limit)
          .map(({ account: _account, ...record }) => copy(record)),
        total: found.length,
      };
    },

    async listOpenAfter(match, after, limit) {
      // The longest waiting first, ties by id, after the last request read (as the SQL's row
      // comparison `(created_at, id) > (…)`).
      const time = (request: Pick<ProjectRequest, 'createdAt'>) => request.createdAt.getTime();
      const later = ({ request }: Candidate) =>
        !after ||
        time(request) > after.createdAt.getTime() ||
        (time(request) === after.createdAt.getTime() && request.id > after.id);
      return openCandidates(match)
        .filter(later)
        .sort((a, b) => longestWaitingFirst(a.request, b.request))
        .slice(0, limit)
        .map(({ account: _account, ...record }) => copy(record));
    },

    countOpen: async (match) => openCandidates(match).length,

    async eligibilityOf(accountIds, at) {
      const wanted = new Set(accountIds);
      // One pass over each table, as the SQL makes one grouped pass per fact.
      const newestProof = new Map<string, { state: ProofState; createdAt: Date; id: string }>();
      for (const file of db.rows(accountFilesTable).values()) {
        if (!wanted.has(file.accountId)) continue;
        const newest = newestProof.get(file.accountId);
        const newer =
          !newest ||
          file.createdAt.getTime() > newest.createdAt.getTime() ||
          (file.createdAt.getTime() === newest.createdAt.getTime() && file.id > newest.id);
        if (newer) newestProof.set(file.accountId, file);
      }
      const requests = new Map<string, { coachee: number; openCoach: boolean; openCoachee: boolean }>();
      for (const request of all()) {
        if (!wanted.has(request.accountId)) continue;
        const facts = requests.get(request.accountId) ?? { coachee: 0, openCoach: false, openCoachee: false };
        if (request.role === 'coachee') facts.coachee += 1;
        if (request.state === 'open' && request.role === 'coach') facts.openCoach = true;
        if (request.state === 'open' && request.role === 'coachee') facts.openCoachee = true;
        requests.set(request.accountId, facts);
      }
      const openProjects = { coach: new Map<string, number>(), coachee: new Map<string, number>() };
      for (const project of db.rows(projectsTable).values()) {
        if (project.state !== 'open') continue;
        for (const [side, accountId] of [
          ['coach', project.coachAccountId],
          ['coachee', project.coacheeAccountId],
        ] as const) {
          if (wanted.has(accountId))
            openProjects[side].set(accountId, (openProjects[side].get(accountId) ?? 0) + 1);
        }
      }

      const packages = db.rows(membershipPackagesTable);
      const periods = new Map<string, MembershipPeriod[]>();
      for (const period of db.rows(membershipPeriodsTable).values()) {
        if (wanted.has(period.accountId))
          periods.set(period.accountId, [...(periods.get(period.accountId) ?? []), period]);
      }
      const facts = new Map<string, EligibilityFacts>();
      for (const accountId of wanted) {
        const account = db.rows(accountsTable).get(accountId);
        if (!account) continue;
        const requestFacts = requests.get(accountId);
        facts.set(accountId, {
          accountId,
          status: account.status,
          isLocked: account.isLocked,
          subscriptionEndDate: copy(account.subscriptionEndDate),
          coachLevel:
            account.membershipPackageId !== null &&
            (packages.get(account.membershipPackageId)?.coachLevel ?? false),
          // The period covering `at`, as the port says (PostgreSQL reads the same one by its index).
          periods: [periodCovering(periods.get(accountId) ?? [], at)].flatMap((period) =>
            period
              ? [
                  {
                    startsAt: copy(period.startsAt),
                    endsAt: copy(period.endsAt),
                    coachLevel: packages.get(period.membershipPackageId)?.coachLevel ?? false,
                  },
                ]
              : [],
          ),
          proofState: newestProof.get(accountId)?.state ?? 'none',
          coacheeRequestCount: requestFacts?.coachee ?? 0,
          score: account.score,
          openCoachProjects: openProjects.coach.get(accountId) ?? 0,
          openCoacheeProjects: openProjects.coachee.get(accountId) ?? 0,
          hasOpenCoachRequest: requestFacts?.openCoach ?? false,
          hasOpenCoacheeRequest: requestFacts?.openCoachee ?? false,
        });
      }
      return facts;
    },

    async insert(request) {
      const rows = db.writable(projectRequestsTable);
      if (!db.rows(accountsTable).has(request.accountId)) {
        throw new Error('project_requests_account_id_accounts_id_fk: no such account');
      }
      // project_requests_one_open_per_side
      for (const existing of rows.values()) {
        if (
          existing.accountId === request.accountId &&
          existing.role === request.role &&
          existing.state === 'open'
        ) {
          return null;
        }
      }
      const row: ProjectRequest = {
        ...copy(request),
        id: randomUUID(),
        state: 'open',
        closedAt: null,
        projectId: null,
        lastSkipReason: null,
        lastSkipAt: null,
      };
      rows.set(row.id, row);
      return copy(row);
    },

    async cancel(id, at) {
      // The skip reason only speaks of an open request.
      const row = update(id, { state: 'cancelled', closedAt: at, lastSkipReason: null, lastSkipAt: null });
      if (!row) throw new Error(`project_requests ${id} vanished while being cancelled`);
      return copy(row);
    },

    async markMatched(matches, at) {
      for (const { requestId, projectId } of matches) {
        update(requestId, {
          state: 'matched',
          closedAt: at,
          projectId,
          lastSkipReason: null,
          lastSkipAt: null,
        });
      }
    },

    async recordSkips(skips, at) {
      const rows = db.writable(projectRequestsTable);
      for (const { requestId, reason } of skips) {
        if (rows.get(requestId)?.state === 'open')
          update(requestId, { lastSkipReason: reason, lastSkipAt: at });
      }
    },
  };
  return repository;
}
