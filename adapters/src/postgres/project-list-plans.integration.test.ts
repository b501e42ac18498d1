import { nearThresholdRanges, type ProjectSearch } from '@coach/core';
import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  indexesRead,
  nodesOf,
  openPlanLab,
  type PlanLab,
  type PlanNode,
  tablesReadWhole,
} from '../testing/query-plans.ts';
import { coachingHoursRepository } from './repositories/coaching-hours-repository.ts';
import { dashboardQueries } from './repositories/dashboard-queries.ts';
import { ledgerRepository } from './repositories/ledger-repository.ts';
import { orderRepository } from './repositories/order-repository.ts';
import { projectRepository } from './repositories/project-repository.ts';
import { projectRequestRepository } from './repositories/project-request-repository.ts';

/**
 * The shapes that keep the projects list, the requests list, the near-threshold report and a
 * member's own pages fast at scale (issue 29), pinned by the plans PostgreSQL makes of the very
 * statements the repositories send. Sequential scans and sorts are discouraged (`enable_seqscan`,
 * `enable_sort` off), so the planner takes an index wherever one gives the rows in order: a plan
 * that still sorts, or scans a table, means no index can serve that query any more.
 */

const unknownId = '00000000-0000-4000-8000-000000000000';

describe.skipIf(!process.env.TEST_DATABASE_URL)('list query plans on PostgreSQL', () => {
  let lab: PlanLab;
  let client: postgres.Sql;
  let db: PlanLab['db'];

  beforeAll(async () => {
    lab = await openPlanLab();
    ({ client, db } = lab);
    // Enough rows, analysed, that the planner weighs real sizes (a second or so): foreign keys and
    // triggers off for the load (`replica`), the CHECK constraints still on.
    await client.begin(async (tx) => {
      await tx`set local session_replication_role = replica`;
      await tx`
        insert into accounts (id, name, surname, email, account_role_type, created_at)
        select md5('account' || i)::uuid, 'Ad' || i, 'Soyad' || (i % 977), 'uye' || i || '@example.com',
          'User', now() - make_interval(hours => i)
        from generate_series(1, 5000) as i`;
      // The accounts' trigger is off with the rest: their partner-search copy (migration 0033) by hand.
      await tx`
        insert into account_partner_search (id, search_text)
        select id, account_partner_text(name, surname, email) from accounts`;
      await tx`
        insert into coached_hours (account_id, counted_half_hours)
        select md5('account' || i)::uuid, i % 1200 from generate_series(1, 5000) as i`;
      await tx`
        insert into project_requests (id, account_id, role, languages, state, created_at)
        select md5('request' || i)::uuid, md5('account' || (i % 5000 + 1))::uuid,
          case when i <= 5000 then 'coach' else 'coachee' end, '{tr}',
          case when i % 3 = 0 then 'open' else 'matched' end, now() - make_interval(mins => i)
        from generate_series(1, 10000) as i`;
      await tx`
        insert into projects (id, coach_account_id, coachee_account_id, coach_request_id, coachee_request_id,
          language, state, started_at, deadline_at, closed_at)
        select md5('project' || i)::uuid, md5('account' || (i % 5000 + 1))::uuid,
          md5('account' || ((i + 7) % 5000 + 1))::uuid, md5('request' || i)::uuid,
          md5('request' || (i + 5000))::uuid, 'tr',
          (array['open', 'completed_by_coachee', 'completed_confirmed', 'aborted_by_system'])[i % 4 + 1],
          now() - make_interval(days => i % 700), now() - make_interval(days => i % 700 - 90),
          case when i % 4 = 0 then null else now() - make_interval(days => i % 700 - 60) end
        from generate_series(1, 5000) as i`;
    });
    // Vacuumed too, as a live database is: its visibility map lets an index be read alone.
    await client`vacuum analyze`;
  });
  afterAll(() => lab?.close());

  /** The plans of every statement `call` sends, with sequential scans and sorts discouraged. */
  const plansOf = (call: (repositories: PlanLab['db']) => Promise<unknown>) => lab.plansOf(() => call(db));

  /** Every node of every plan: no table read whole. */
  const expectNoSeqScan = (plans: readonly PlanNode[]) =>
    expect(tablesReadWhole(plans), 'a table read whole').toEqual([]);

  /**
   * The page's ids (the subtree under a Limit) come off `index` in its order: no sort, and none of
   * the per-row reads (points, session log) of the details, which run for the page's rows only.
   */
  function expectPageByIndex(plans: readonly PlanNode[], index: string) {
    const pages = plans.flatMap(nodesOf).filter((node) => node['Node Type'] === 'Limit');
    expect(pages.length, 'a Limit node (the page of ids)').toBeGreaterThan(0);
    for (const page of pages) {
      const nodes = nodesOf(page);
      expect(nodes.map((node) => node['Index Name']).filter(Boolean)).toContain(index);
      expect(nodes.map((node) => node['Node Type']).filter((type) => type.includes('Sort'))).toEqual([]);
      expect(
        nodes
          .map((node) => node['Relation Name'])
          .filter((name) => name === 'ledger_entries' || name === 'project_sessions'),
      ).toEqual([]);
    }
    expectNoSeqScan(plans);
  }

  const projectSorts: [ProjectSearch['sort'], string][] = [
    [{ key: 'startedAt', descending: true }, 'projects_started_idx'],
    [{ key: 'startedAt', descending: false }, 'projects_started_idx'],
    [{ key: 'deadlineAt', descending: false }, 'projects_deadline_sort_idx'],
    [{ key: 'deadlineAt', descending: true }, 'projects_deadline_desc_sort_idx'],
    [{ key: 'closedAt', descending: false }, 'projects_closed_sort_idx'],
    [{ key: 'closedAt', descending: true }, 'projects_closed_desc_sort_idx'],
    [{ key: 'state', descending: false }, 'projects_state_newest_idx'],
    [{ key: 'state', descending: true }, 'projects_state_started_idx'],
  ];

  it.each(projectSorts)(
    'pages the projects sorted by %o along %s, counting without a table scan',
    async (sort, index) => {
      const plans = await plansOf((db) =>
        projectRepository(db).search({ search: '', sort, offset: 5_000, limit: 20 }),
      );
      expectPageByIndex(plans, index);
    },
  );

  it('pages one state’s projects by start (either way) along the state’s index', async () => {
    for (const descending of [true, false]) {
      const plans = await plansOf((db) =>
        projectRepository(db).search({
          state: 'open',
          search: '',
          sort: { key: 'startedAt', descending },
          offset: 5_000,
          limit: 20,
        }),
      );
      expectPageByIndex(plans, 'projects_state_started_idx');
    }
  });

  it('finds the projects of either partner by the trigram index of the accounts’ narrow copy', async () => {
    const plans = await plansOf((db) =>
      projectRepository(db).search({
        search: 'şahin',
        sort: { key: 'startedAt', descending: true },
        offset: 0,
        limit: 20,
      }),
    );
    expect(indexesRead(plans)).toContain('account_partner_search_trgm');
    // The matches are read once, for the page and the total together (one statement reads them).
    const readingMatches = plans.filter((plan) =>
      nodesOf(plan).some((node) => node['Index Name'] === 'account_partner_search_trgm'),
    );
    expect(readingMatches).toHaveLength(1);
    // The coachee side leaves out the projects whose coach matched too by an anti-join: a NOT IN
    // there (it must mind nulls) made PostgreSQL hash every project instead of probing the index.
    expect(readingMatches.flatMap(nodesOf).map((node) => node['Join Type'])).toContain('Anti');
    // Each match rechecked on the narrow copy, never on the accounts' wide rows (the page's 20
    // rows read their partners' names afterwards, in a statement of their own).
    expect(readingMatches.flatMap(nodesOf).map((node) => node['Relation Name'])).not.toContain('accounts');
    // Each partner's side from its index alone: the matches of a common surname are thousands of
    // projects, whose rows the search must not visit.
    expect(indexesRead(plans, 'Index Only Scan')).toEqual(
      expect.arrayContaining(['projects_coach_idx', 'projects_coachee_idx']),
    );
    expectNoSeqScan(plans);
  });

  it('pages the open requests by request time (either way) along their index, and searches by trigram', async () => {
    for (const descending of [true, false]) {
      const plans = await plansOf((db) =>
        projectRequestRepository(db).searchOpen({
          search: '',
          sort: { key: 'requestedAt', descending },
          // Of 3,333 open requests: a deep page, read from the nearer end the other way round.
          offset: 2_000,
          limit: 20,
        }),
      );
      expectPageByIndex(plans, 'project_requests_open_idx');
    }
    const searched = await plansOf((db) =>
      projectRequestRepository(db).searchOpen({
        search: 'çelik',
        sort: { key: 'requestedAt', descending: false },
        offset: 0,
        limit: 20,
      }),
    );
    expect(indexesRead(searched)).toContain('account_partner_search_trgm');
  });

  it('reads the members near a threshold by the index on their kept figure', async () => {
    const plans = await plansOf((db) => coachingHoursRepository(db).listCoachedHours(nearThresholdRanges));
    expect(plans.flatMap(nodesOf).map((node) => node['Index Name'])).toContain('coached_hours_counted_idx');
    expectNoSeqScan(plans);
  });

  it('counts the administration dashboard’s members and sign-ups from one index alone', async () => {
    const plans = await plansOf(async (db) => {
      await dashboardQueries(db).membersByState(new Date());
      await dashboardQueries(db).signUpsByMonth(new Date(Date.now() - 365 * 86_400_000), 'Europe/Istanbul');
    });
    for (const plan of plans) {
      expect(
        nodesOf(plan)
          .filter((node) => node['Node Type'] === 'Index Only Scan')
          .map((node) => node['Index Name']),
      ).toContain('accounts_dashboard_idx');
    }
    expectNoSeqScan(plans);
  });

  it('reads a member’s own pages by their indexes', async () => {
    const plans = await plansOf(async (db) => {
      await projectRepository(db).listDetailsOfAccount(unknownId);
      await projectRepository(db).countOfAccount(unknownId);
      await ledgerRepository(db).listForAccount(unknownId);
      await orderRepository(db).listByAccount(unknownId);
      await dashboardQueries(db).sessionHours(unknownId);
      await coachingHoursRepository(db).listHourEntries(unknownId);
    });
    expectNoSeqScan(plans);
  });
});
