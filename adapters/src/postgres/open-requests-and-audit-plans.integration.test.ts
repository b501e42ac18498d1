import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexesRead, nodesOf, openPlanLab, type PlanLab, type PlanNode } from '../testing/query-plans.ts';
import { auditLogRepository } from './repositories/audit-log-repository.ts';
import { projectRequestRepository } from './repositories/project-request-repository.ts';

/**
 * The plans behind issue 29's last slow lists: the open requests (searched, and at their last page
 * by name) and the audit log's search count. The statements the repositories send are explained
 * as PostgreSQL may come to run them: as the generic plan of a prepared statement (database.ts),
 * where a bound value no longer tells the planner which partial index applies.
 */

describe.skipIf(!process.env.TEST_DATABASE_URL)('open requests and audit search plans on PostgreSQL', () => {
  let lab: PlanLab;
  let client: postgres.Sql;
  let db: PlanLab['db'];

  beforeAll(async () => {
    lab = await openPlanLab();
    ({ client, db } = lab);
    // Foreign keys and triggers off for the accounts, requests and projects (`replica`); the audit
    // log is written with its trigger on, which copies each entry's search text.
    await client.begin(async (tx) => {
      await tx`set local session_replication_role = replica`;
      await tx`
        insert into accounts (id, name, surname, email, account_role_type, created_at)
        select md5('account' || i)::uuid, (array['Ayşe', 'Çelik', 'Ömer'])[i % 3 + 1] || i, 'Soyad' || (i % 977),
          'uye' || i || '@example.com', 'User', now() - make_interval(hours => i)
        from generate_series(1, 5000) as i`;
      // The accounts' trigger is off with the rest: their partner-search copy (migration 0033) by hand.
      await tx`
        insert into account_partner_search (id, search_text)
        select id, account_partner_text(name, surname, email) from accounts`;
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
          md5('request' || (i + 5000))::uuid, 'tr', case when i % 4 = 0 then 'open' else 'completed_confirmed' end,
          now() - make_interval(days => i % 700), now() - make_interval(days => i % 700 - 90),
          case when i % 4 = 0 then null else now() - make_interval(days => i % 700 - 60) end
        from generate_series(1, 5000) as i`;
    });
    await client`
      insert into audit_log (actor_label, action, entity_type, entity_id, created_at)
      select 'yonetici' || (i % 20) || '@example.com', (array['accounts.update', 'badges.update'])[i % 2 + 1],
        'account', md5('entity' || (i % 500)), now() - make_interval(mins => i)
      from generate_series(1, 4000) as i`;
    await client`vacuum analyze`;
  });
  afterAll(() => lab?.close());

  /**
   * The generic plans of every statement `call` sends: each prepared, then explained with
   * `plan_cache_mode = force_generic_plan` (what a prepared statement may switch to after five
   * executions), sequential scans discouraged as in the other plan tests.
   */
  async function genericPlansOf(call: () => Promise<unknown>): Promise<PlanNode[]> {
    await lab.plansOf(call);
    const statements = [...lab.sent];
    return client.begin(async (tx) => {
      await tx`set local plan_cache_mode = force_generic_plan`;
      await tx`set local enable_seqscan = off`;
      const plans: PlanNode[] = [];
      for (const [index, { query, params }] of statements.entries()) {
        await tx.unsafe(`prepare generic_${index} as ${query}`);
        // Untyped literals, which take the types the statement inferred; the plan ignores them.
        const values = params
          .map((value) => (value === null ? 'null' : `'${String(value).replaceAll("'", "''")}'`))
          .join(', ');
        const [row] = await tx.unsafe(
          `explain (format json) execute generic_${index}${values ? `(${values})` : ''}`,
        );
        const [explained] = (row?.['QUERY PLAN'] ?? []) as { Plan: PlanNode }[];
        // A prepared statement outlives the transaction: the next call reuses the name.
        await tx.unsafe(`deallocate generic_${index}`);
        if (!explained) throw new Error(`no plan for ${query}`);
        plans.push(explained.Plan);
      }
      return plans;
    });
  }

  it('keeps the open ones’ partial indexes in generic plans: the state is written, not bound', async () => {
    const searched = await genericPlansOf(() =>
      projectRequestRepository(db).searchOpen({
        search: 'çelik',
        sort: { key: 'requestedAt', descending: false },
        offset: 0,
        limit: 20,
      }),
    );
    // The count probes each matching member's open requests only, not all their requests by
    // `project_requests_account_idx` (a bound state cannot prove the partial index applies).
    expect(indexesRead(searched)).toContain('project_requests_one_open_per_side');
    expect(indexesRead(searched)).not.toContain('project_requests_account_idx');

    expect(indexesRead(await genericPlansOf(() => projectRequestRepository(db).listOpen()))).toContain(
      'project_requests_open_idx',
    );
  });

  it('reads the last page by name as the first page the other way: an index walk, no full sort', async () => {
    const [counted] = await client<{ total: number }[]>`
      select count(*)::int as total from project_requests where state = 'open'`;
    const total = counted?.total ?? 0;
    const plans = await lab.plansOf(() =>
      projectRequestRepository(db).searchOpen({
        search: '',
        sort: { key: 'name', descending: true },
        offset: total - 20,
        limit: 20,
      }),
    );
    const pages = plans.flatMap(nodesOf).filter((node) => node['Node Type'] === 'Limit');
    expect(pages.length, 'a Limit node (the page of ids)').toBeGreaterThan(0);
    for (const page of pages) {
      expect(indexesRead([page])).toContain('accounts_list_name_idx');
      // An incremental sort orders one member's requests at a time; a full sort would take them all.
      expect(nodesOf(page).map((node) => node['Node Type'])).not.toContain('Sort');
    }
    const page = await projectRequestRepository(db).searchOpen({
      search: '',
      sort: { key: 'name', descending: true },
      offset: total - 20,
      limit: 20,
    });
    // The very rows the plain statement skips to, in the order asked.
    const skippedTo = await client<{ id: string }[]>`
      select r.id from project_requests r join accounts a on a.id = r.account_id
      where r.state = 'open'
      order by a.name_sort_key collate "C" desc, a.surname_sort_key collate "C" desc, r.created_at, r.id
      offset ${total - 20} limit 20`;
    expect(page.items.map((item) => item.request.id)).toEqual(skippedTo.map((row) => row.id));
    expect(page.total).toBe(total);
  });

  it.each([
    ['requestedAt', false],
    ['requestedAt', true],
    ['name', false],
    ['name', true],
    ['score', false],
    ['score', true],
  ] as const)(
    'gives a deep page sorted by %s (descending: %s) the rows of the whole list there',
    async (key, descending) => {
      const requests = projectRequestRepository(db);
      const sort = { key, descending };
      const whole = await requests.searchOpen({ search: '', role: 'coachee', sort, offset: 0, limit: 5_000 });
      const ids = whole.items.map((item) => item.request.id);
      // Deep pages of the second half (1,667 coachee requests), read from the other end; the last is short.
      for (const offset of [ids.length - 7, ids.length - 40, ids.length - 500]) {
        const page = await requests.searchOpen({ search: '', role: 'coachee', sort, offset, limit: 20 });
        expect(page.items.map((item) => item.request.id)).toEqual(ids.slice(offset, offset + 20));
        expect(page.total).toBe(ids.length);
      }
    },
  );

  it('counts an audit search on the narrow copy of the search text', async () => {
    const plans = await lab.plansOf(() =>
      auditLogRepository(db).search({ search: 'accounts.update', offset: 0, limit: 20 }),
    );
    expect(indexesRead(plans)).toContain('audit_log_search_text_trgm');
    const { total } = await auditLogRepository(db).search({
      search: 'accounts.update',
      offset: 0,
      limit: 20,
    });
    expect(total).toBe(2000);
  });
});
