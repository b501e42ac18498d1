import type { ProjectDetails, ProjectKey, ProjectMatch, ProjectRepository, ProjectSearch } from '@coach/core';
import { and, type SQL, sql } from 'drizzle-orm';
import { searchWords } from '../../text/turkish-text.ts';
import type { AppDatabase } from '../database.ts';
import { projects } from '../schema/projects.ts';
import { partnersMatching } from './partner-search.ts';
import { detailsQuery, forAccount, toDetails } from './project-details.ts';
import { arrayParam, rowsOf } from './sql-arrays.ts';

/**
 * The accounts in which every word appears in the name, surname or e-mail (both words must name
 * the same partner), found once on their narrow copy (`partnersMatching`); and the projects of
 * those accounts on either side, each side from its own index alone (`projects_coach_idx`,
 * `projects_coachee_idx` hold every column the filters and sorts read). The set is named `projects` so that the same
 * conditions and keys apply to it.
 *
 * The matching accounts are a materialized CTE, read once for both sides; the sides are joined by
 * UNION ALL, the second leaving out a project whose coach matched too (it is on the first side
 * already), rather than by a UNION that hashes every match to drop duplicates. That leaving out is
 * a NOT EXISTS, an anti-join: a NOT IN (which must mind nulls) made the planner read the coachee
 * side by hashing all 300,000 projects (200 ms) instead of probing `projects_coachee_idx` per
 * match (30 ms). On 100,000 members,
 * "sahin" (3,600 accounts, 21,000 projects) went from 136 ms to 44 ms a statement this way, two
 * thirds of it the indexes (ADR 0043, addendum of 2026-12-01).
 */
function projectsMatching(words: readonly string[]): { matching: SQL; source: SQL } {
  const matching = sql`matching_accounts as materialized (${partnersMatching(words)})`;
  const columns = sql`side.id, side.coach_account_id, side.coachee_account_id, side.state, side.started_at,
    side.deadline_at, side.closed_at`;
  const source = sql`(
    select ${columns} from matching_accounts join ${projects} as side on side.coach_account_id = matching_accounts.id
    union all
    select ${columns} from matching_accounts join ${projects} as side on side.coachee_account_id = matching_accounts.id
    where not exists (select from matching_accounts as coach where coach.id = side.coach_account_id)
  ) as ${projects}`;
  return { matching, source };
}

/**
 * The state as the sort and the filter compare it: byte order ("C"), the collation of the indexes
 * on it, so that an equality on the state and a sort by it both read those indexes.
 */
const stateKey = sql`${projects.state} collate "C"`;

/**
 * Each sort is the order of one index on projects (read forwards or backwards), so that a page,
 * wherever it is, walks that index and never sorts the table: the start by `projects_started_idx`
 * (its ties by id in the same direction); the others by their own pair of indexes, their ties the
 * newest start first whatever the direction. The start and the id are never null: where `nulls
 * last` or `nulls first` is spelled out, it changes no row's place, only names the index's order
 * (a descending index column holds its nulls last, a backward scan of an ascending one first).
 */
function orderOf(sort: ProjectSearch['sort']): SQL[] {
  const direction = sort.descending ? sql`desc` : sql`asc`;
  const newestFirst = [sql`${projects.startedAt} desc nulls last`, sql`${projects.id} desc nulls last`];
  switch (sort.key) {
    case 'startedAt':
      return [sql`${projects.startedAt} ${direction}`, sql`${projects.id} ${direction}`];
    case 'deadlineAt':
      return [sql`${projects.deadlineAt} ${direction} nulls last`, ...newestFirst];
    case 'closedAt':
      // Open projects (not closed yet) last, in either direction.
      return [sql`${projects.closedAt} ${direction} nulls last`, ...newestFirst];
    case 'state':
      // Descending: `projects_state_started_idx` backwards; ascending: `projects_state_newest_idx`.
      return sort.descending
        ? [sql`${stateKey} desc`, sql`${projects.startedAt} desc`, sql`${projects.id} desc`]
        : [sql`${stateKey} asc`, ...newestFirst];
  }
}

/**
 * The back office's projects list and search (`ProjectRepository.search`): a page of projects with
 * their details, and the total.
 */
export async function searchProjects(
  db: AppDatabase,
  query: ProjectSearch,
): ReturnType<ProjectRepository['search']> {
  const where =
    and(
      query.state ? sql`${stateKey} = ${query.state}` : undefined,
      query.accountId ? forAccount(query.accountId) : undefined,
    ) ?? sql`true`;
  const order = sql.join(orderOf(query.sort), sql`, `);
  const detailsWhere = (condition: SQL) =>
    detailsQuery(db)
      .where(condition)
      .orderBy(...orderOf(query.sort));
  const countOf = async (source: SQL, withClause?: SQL) =>
    rowsOf<{ value: number }>(
      await db.execute(
        sql`${withClause ? sql`with ${withClause} ` : sql``}select count(*)::int as value from ${source} where ${where}`,
      ),
    )[0]?.value ?? 0;

  const words = searchWords(query.search);
  if (words.length === 0) {
    // The page's ids first, on the sort's index alone; only then the people, points and session
    // log of those rows: the skipped rows of a deep page cost an index entry each, nothing more.
    // The count reads an index of its own, beside it.
    const pageIds = sql`select ${projects.id} from ${projects} where ${where}
      order by ${order} limit ${query.limit} offset ${query.offset}`;
    const [rows, total] = await Promise.all([
      detailsWhere(sql`${projects.id} in (${pageIds})`),
      countOf(sql`${projects}`),
    ]);
    return { items: rows.map(toDetails), total };
  }

  // A search reads its matches (thousands for a common surname: 21,000 projects for "sahin" at
  // 100,000 members) once, for the page and the total together: the total rides on each row of
  // the page (a window over all the matches, taken before the page's limit). Counting them in a
  // statement of its own read every match twice, each through the two partners' indexes.
  const { matching, source } = projectsMatching(words);
  const page = rowsOf<{ id: string; total: number }>(
    await db.execute(sql`with ${matching}
      select ${projects.id} as id, (count(*) over ())::int as total
      from ${source} where ${where}
      order by ${order} limit ${query.limit} offset ${query.offset}`),
  );
  const [first] = page;
  // A page past the last match has no row to carry the total: counted alone (a stale link, rare).
  if (!first) return { items: [], total: query.offset > 0 ? await countOf(source, matching) : 0 };
  const ids = arrayParam(
    page.map((row) => row.id),
    'uuid',
  );
  const rows = await detailsWhere(sql`${projects.id} = any(${ids})`);
  return { items: rows.map(toDetails), total: first.total };
}

/** The list's state and member, as the list compares them (the state on its "C" indexes). */
const matchWhere = (match: ProjectMatch, after?: SQL) =>
  and(
    match.state ? sql`${stateKey} = ${match.state}` : undefined,
    match.accountId ? forAccount(match.accountId) : undefined,
    after,
  ) ?? sql`true`;

/**
 * `ProjectReads.listMatchingAfter`: the next batch's ids newest start first, after the last
 * project read, along the list's default order (`projects_started_idx`, or
 * `projects_state_started_idx` for a state; a search's matches as the list reads them), never
 * OFFSET (ADR 0042); then the details of those rows alone.
 */
export async function listProjectsAfter(
  db: AppDatabase,
  match: ProjectMatch,
  after: ProjectKey | null,
  limit: number,
): Promise<ProjectDetails[]> {
  const where = matchWhere(
    match,
    after
      ? sql`(${projects.startedAt}, ${projects.id}) < (${sql.param(after.startedAt, projects.startedAt)}, ${after.id})`
      : undefined,
  );
  const newestFirst = [sql`${projects.startedAt} desc`, sql`${projects.id} desc`];
  const order = sql.join(newestFirst, sql`, `);
  const words = searchWords(match.search);
  const { matching, source } = projectsMatching(words);
  const batch = rowsOf<{ id: string }>(
    await db.execute(
      words.length === 0
        ? sql`select ${projects.id} as id from ${projects} where ${where} order by ${order} limit ${limit}`
        : sql`with ${matching} select ${projects.id} as id from ${source} where ${where} order by ${order} limit ${limit}`,
    ),
  );
  if (batch.length === 0) return [];
  const ids = arrayParam(
    batch.map((row) => row.id),
    'uuid',
  );
  const rows = await detailsQuery(db)
    .where(sql`${projects.id} = any(${ids})`)
    .orderBy(...newestFirst);
  return rows.map(toDetails);
}

/** `ProjectReads.countMatching`: the list's total, without its page. */
export async function countProjects(db: AppDatabase, match: ProjectMatch): Promise<number> {
  const words = searchWords(match.search);
  const where = matchWhere(match);
  const { matching, source } = projectsMatching(words);
  const statement =
    words.length === 0
      ? sql`select count(*)::int as value from ${projects} where ${where}`
      : sql`with ${matching} select count(*)::int as value from ${source} where ${where}`;
  return rowsOf<{ value: number }>(await db.execute(statement))[0]?.value ?? 0;
}
