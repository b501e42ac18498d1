import type { ProjectRepository, ProjectSearch } from '@coach/core';
import { and, type SQL, sql } from 'drizzle-orm';
import { searchWords } from '../../text/turkish-text.ts';
import type { AppDatabase } from '../database.ts';
import { accounts } from '../schema/accounts.ts';
import { projects } from '../schema/projects.ts';
import { accountMatches } from './partner-search.ts';
import { detailsQuery, forAccount, toDetails } from './project-details.ts';
import { rowsOf } from './sql-arrays.ts';

/**
 * Where a list reads its projects from: the whole table, or, for a search, the projects of the
 * accounts in which every word appears in the name, surname or e-mail (both words must name the
 * same partner), on either side. Those accounts come by their trigram index, their projects by
 * `projects_coach_idx` and `projects_coachee_idx`, each read once with the columns the filters
 * and sorts need; the set is named `projects` so that the same conditions and keys apply to it.
 */
function projectsMatching(search: string): SQL {
  const words = searchWords(search);
  if (words.length === 0) return sql`${projects}`;
  const matching = and(...words.map((word) => accountMatches(word)));
  const side = (column: 'coach_account_id' | 'coachee_account_id') => sql`
    select side.id, side.coach_account_id, side.coachee_account_id, side.state, side.started_at,
      side.deadline_at, side.closed_at
    from ${accounts} join ${projects} as side on side.${sql.raw(column)} = ${accounts.id}
    where ${matching}`;
  // UNION, not UNION ALL: a project whose two partners both match is listed once.
  return sql`(${side('coach_account_id')} union ${side('coachee_account_id')}) as ${projects}`;
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
  const source = projectsMatching(query.search);
  const where =
    and(
      query.state ? sql`${stateKey} = ${query.state}` : undefined,
      query.accountId ? forAccount(query.accountId) : undefined,
    ) ?? sql`true`;
  const order = sql.join(orderOf(query.sort), sql`, `);
  // The page's ids first, on the sort's index alone; only then the people, points and session
  // log of those rows: the skipped rows of a deep page cost an index entry each, nothing more.
  const pageIds = sql`select ${projects.id} from ${source} where ${where}
    order by ${order} limit ${query.limit} offset ${query.offset}`;
  const [rows, counted] = await Promise.all([
    detailsQuery(db)
      .where(sql`${projects.id} in (${pageIds})`)
      .orderBy(...orderOf(query.sort)),
    db.execute(sql`select count(*)::int as value from ${source} where ${where}`),
  ]);
  return { items: rows.map(toDetails), total: rowsOf<{ value: number }>(counted)[0]?.value ?? 0 };
}
