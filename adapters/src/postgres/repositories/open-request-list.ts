import type {
  OpenRequestMatch,
  PendingAssignmentRecord,
  PendingAssignmentSearch,
  ProjectRequest,
  ProjectRequestRepository,
  ProjectRole,
} from '@coach/core';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { searchWords } from '../../text/turkish-text.ts';
import type { AppDatabase } from '../database.ts';
import { accounts } from '../schema/accounts.ts';
import { projectRequests } from '../schema/projects.ts';
import { equalsConstant } from './constant-condition.ts';
import { pageFromNearerEnd } from './page-from-nearer-end.ts';
import { partnersMatching } from './partner-search.ts';
import { toRequest } from './project-request-rows.ts';

/** Every word of the search appears in the member's name, surname or e-mail (so the full name matches too). */
function memberMatches(search: string): SQL | undefined {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  return sql`${projectRequests.accountId} in (${partnersMatching(words)})`;
}

/** Open requests of a side whose member the search finds, as the list filters them. */
const openWhere = (match: OpenRequestMatch, after?: SQL) =>
  and(
    equalsConstant(projectRequests.state, 'open'),
    match.role ? eq(projectRequests.role, match.role) : undefined,
    memberMatches(match.search),
    after,
  );

/**
 * The list's order. By request time it is the open requests' own index (`project_requests_open_idx`,
 * forwards or backwards: ties by id in the same direction); by name or score it is the members'
 * order, ties the longest-waiting request first, as a matching run serves them. `reversed` turns
 * every key around, ties included: the same rows from the other end.
 */
function orderOf(sort: PendingAssignmentSearch['sort'], reversed = false): SQL[] {
  const [forwards, backwards] = reversed ? [desc, asc] : [asc, desc];
  const direction = sort.descending ? backwards : forwards;
  if (sort.key === 'requestedAt')
    return [direction(projectRequests.createdAt), direction(projectRequests.id)];
  const byKey: Record<Exclude<PendingAssignmentSearch['sort']['key'], 'requestedAt'>, SQL[]> = {
    // The stored Turkish sort keys (schema/accounts.ts), not the expression on each joined row.
    name: [
      direction(sql`${accounts.nameSortKey} collate "C"`),
      direction(sql`${accounts.surnameSortKey} collate "C"`),
    ],
    score: [direction(accounts.score)],
  };
  return [...byKey[sort.key], forwards(projectRequests.createdAt), forwards(projectRequests.id)];
}

/** From this offset on, the total is counted before the page, to read a deep page from the nearer end. */
const deepPageOffset = 1_000;

/**
 * The back office's open requests to pair by hand (`ProjectRequestRepository.searchOpen`): a page
 * with each member and the counts of their requests, and the total.
 */
export async function searchOpenRequests(
  db: AppDatabase,
  query: PendingAssignmentSearch,
): ReturnType<ProjectRequestRepository['searchOpen']> {
  const where = openWhere(query);
  const countAll = async () => {
    const [total] = await db.select({ value: count() }).from(projectRequests).where(where);
    return total?.value ?? 0;
  };
  // Per page only (at most a hundred rows): two index lookups each on (account_id, created_at).
  const requestsOf = (role: ProjectRole) =>
    sql<number>`(select count(*)::int from project_requests as every_request
      where every_request.account_id = ${projectRequests.accountId} and every_request.role = ${role})`;
  const order = orderOf(query.sort);
  // A page in the second half is read as the same rows counted from the other end, in the
  // opposite order (every order ends with the id, so it reverses exactly): the page's ids then
  // come off the first rows of an index walk, or a top-N sort, instead of sorting every open
  // request joined to its member to skip 29,980 of them (the last page by name descending, 0.1 s
  // of a 0.15 s budget, issue 29). That needs the total first, so only deep pages wait for it.
  const deep = query.offset >= deepPageOffset;
  const knownTotal = deep ? await countAll() : undefined;
  const page = pageFromNearerEnd(query, knownTotal);
  // The page's ids first (by the open requests' index, or the members' order); the members and
  // the counts of their requests for those rows only.
  const ids = db.select({ id: projectRequests.id }).from(projectRequests);
  const pageIds = (
    query.sort.key === 'requestedAt'
      ? ids.where(where)
      : ids.innerJoin(accounts, eq(accounts.id, projectRequests.accountId)).where(where)
  )
    .orderBy(...orderOf(query.sort, page.reversed))
    .limit(page.limit)
    .offset(page.offset);
  const [rows, total] = await Promise.all([
    page.limit === 0
      ? []
      : db
          .select({
            request: projectRequests,
            name: accounts.name,
            surname: accounts.surname,
            email: accounts.email,
            score: accounts.score,
            coachRequestCount: requestsOf('coach'),
            coacheeRequestCount: requestsOf('coachee'),
          })
          .from(projectRequests)
          .innerJoin(accounts, eq(accounts.id, projectRequests.accountId))
          .where(sql`${projectRequests.id} in (${pageIds})`)
          .orderBy(...order),
    knownTotal ?? countAll(),
  ]);
  return {
    items: rows.map(
      ({ request, ...member }): PendingAssignmentRecord => ({
        request: toRequest(request),
        ...member,
      }),
    ),
    total,
  };
}

/**
 * `ProjectRequestReads.listOpenAfter`: the longest waiting first after the last request read, a
 * range of `project_requests_open_idx` (created_at, id) wherever the batch is, never OFFSET (ADR
 * 0042); the members and the counts of their requests for the batch's rows only.
 */
export async function listOpenRequestsAfter(
  db: AppDatabase,
  match: OpenRequestMatch,
  after: Pick<ProjectRequest, 'createdAt' | 'id'> | null,
  limit: number,
): Promise<PendingAssignmentRecord[]> {
  const longestWaitingFirst = [asc(projectRequests.createdAt), asc(projectRequests.id)];
  const requestsOf = (role: ProjectRole) =>
    sql<number>`(select count(*)::int from project_requests as every_request
      where every_request.account_id = ${projectRequests.accountId} and every_request.role = ${role})`;
  const rows = await db
    .select({
      request: projectRequests,
      name: accounts.name,
      surname: accounts.surname,
      email: accounts.email,
      score: accounts.score,
      coachRequestCount: requestsOf('coach'),
      coacheeRequestCount: requestsOf('coachee'),
    })
    .from(projectRequests)
    .innerJoin(accounts, eq(accounts.id, projectRequests.accountId))
    .where(
      openWhere(
        match,
        after
          ? sql`(${projectRequests.createdAt}, ${projectRequests.id}) > (${sql.param(after.createdAt, projectRequests.createdAt)}, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(...longestWaitingFirst)
    .limit(limit);
  return rows.map(({ request, ...member }) => ({ request: toRequest(request), ...member }));
}

/** `ProjectRequestReads.countOpen`: the list's total, without its page. */
export async function countOpenRequests(db: AppDatabase, match: OpenRequestMatch): Promise<number> {
  const [total] = await db.select({ value: count() }).from(projectRequests).where(openWhere(match));
  return total?.value ?? 0;
}
