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
import { projectRepository } from './repositories/project-repository.ts';
import { projectRequestRepository } from './repositories/project-request-repository.ts';

/**
 * The shapes that keep a matching run's reads (and the administrators' preview of one) fast for
 * tens of thousands of members at once (issue 29), pinned by the plans PostgreSQL makes of the
 * very statements the repositories send, with sequential scans and sorts discouraged: each member's
 * most recent partners are two index probes (never a ranking of every project), and the open
 * partners and the eligibility facts are read from indexes alone.
 */

describe.skipIf(!process.env.TEST_DATABASE_URL)('matching reads query plans on PostgreSQL', () => {
  let lab: PlanLab;
  let client: postgres.Sql;
  /** A run's members: 2,000 of the 5,000 accounts. */
  const runMembers = Array.from({ length: 2000 }, (_, i) => i + 1);
  let memberIds: string[];

  beforeAll(async () => {
    lab = await openPlanLab();
    ({ client } = lab);
    // Enough rows, analysed and vacuumed (the visibility map lets an index be read alone), that
    // the planner weighs real sizes. Foreign keys and triggers off for the load (`replica`).
    await client.begin(async (tx) => {
      await tx`set local session_replication_role = replica`;
      await tx`
        insert into accounts (id, name, surname, email, account_role_type, subscription_end_date, created_at)
        select md5('account' || i)::uuid, 'Ad' || i, 'Soyad' || i, 'uye' || i || '@example.com', 'User',
          now() + make_interval(days => i % 300 - 100), now() - make_interval(hours => i)
        from generate_series(1, 5000) as i`;
      await tx`
        insert into account_files (account_id, file_name, content_type, size_bytes, content, state,
          rejection_reason, reviewed_at, created_at)
        select md5('account' || (i % 5000 + 1))::uuid, 'sertifika.pdf', 'application/pdf', 1, '\\x00'::bytea,
          (array['pending', 'approved', 'rejected'])[i % 3 + 1], case when i % 3 = 2 then 'Okunamıyor' end,
          case when i % 3 <> 0 then now() - make_interval(mins => i) end, now() - make_interval(hours => i)
        from generate_series(1, 8000) as i`;
      await tx`
        insert into project_requests (id, account_id, role, languages, state, created_at)
        select md5('request' || i)::uuid, md5('account' || (i % 5000 + 1))::uuid,
          case when i % 2 = 0 then 'coach' else 'coachee' end, '{tr}', 'matched',
          now() - make_interval(mins => i)
        from generate_series(1, 30000) as i`;
      await tx`
        insert into projects (id, coach_account_id, coachee_account_id, coach_request_id, coachee_request_id,
          language, state, started_at, deadline_at, closed_at)
        select md5('project' || i)::uuid, md5('account' || (i % 5000 + 1))::uuid,
          md5('account' || ((i * 7 + 3) % 5000 + 1))::uuid, md5('request' || i)::uuid,
          md5('request' || (i + 15000))::uuid, 'tr',
          case when i % 10 = 0 then 'open' else 'completed_confirmed' end,
          now() - make_interval(days => i % 700), now() - make_interval(days => i % 700 - 90),
          case when i % 10 <> 0 then now() - make_interval(days => i % 700 - 60) end
        from generate_series(1, 15000) as i`;
    });
    await client`vacuum analyze`;
    memberIds = (
      await client<{ id: string }[]>`
        select md5('account' || i)::uuid::text as id from unnest(${runMembers}::int[]) as i`
    ).map((row) => row.id);
  });
  afterAll(() => lab?.close());

  const nodeTypes = (plans: readonly PlanNode[]) => plans.flatMap(nodesOf).map((node) => node['Node Type']);
  /** How each plan reads the projects: node type and index. */
  const projectScans = (plans: readonly PlanNode[]) =>
    plans
      .flatMap(nodesOf)
      .filter((node) => node['Relation Name'] === 'projects')
      .map((node) => `${node['Node Type']} ${node['Index Name'] ?? ''}`);
  /** Either of the open projects' indexes has both partners: the planner may read either for a hash join. */
  const openProjectsIndexOnly = [
    'Index Only Scan projects_open_coach_idx',
    'Index Only Scan projects_open_coachee_idx',
  ];
  const indexOnly = (plans: readonly PlanNode[]) => indexesRead(plans, 'Index Only Scan');

  it("probes each member's newest projects on either side, ranking nothing", async () => {
    const plans = await lab.plansOf(() => projectRepository(lab.db).mostRecentPartners(memberIds));
    expect(tablesReadWhole(plans)).toEqual([]);
    expect(indexesRead(plans)).toEqual(
      expect.arrayContaining(['projects_coach_idx', 'projects_coachee_idx']),
    );
    expect(nodeTypes(plans)).not.toContain('WindowAgg');
    // Per member: a nested loop over the ids, whatever the planner guesses of their number.
    expect(nodeTypes(plans)).toContain('Nested Loop');
    // The partner is in the index: no project's row is visited.
    expect(indexOnly(plans)).toEqual(expect.arrayContaining(['projects_coach_idx', 'projects_coachee_idx']));
    expect(indexesRead(plans).filter((name) => !indexOnly(plans).includes(name))).toEqual([]);
  });

  it("reads each member's open partners from the open projects' indexes alone", async () => {
    const plans = await lab.plansOf(() => projectRepository(lab.db).openPartners(memberIds));
    expect(tablesReadWhole(plans)).toEqual([]);
    expect(projectScans(plans).length).toBeGreaterThan(0);
    expect(projectScans(plans).filter((scan) => !openProjectsIndexOnly.includes(scan))).toEqual([]);
  });

  it('reads the eligibility facts of a run from indexes alone', async () => {
    const plans = await lab.plansOf(() =>
      projectRequestRepository(lab.db).eligibilityOf(memberIds, new Date()),
    );
    expect(tablesReadWhole(plans)).toEqual([]);
    expect(indexOnly(plans)).toEqual(
      expect.arrayContaining([
        'accounts_eligibility_idx',
        'account_files_newest_idx',
        'project_requests_account_role_idx',
      ]),
    );
    // The open projects counted from their partial indexes, no project's row visited.
    expect(projectScans(plans).length).toBeGreaterThan(0);
    expect(projectScans(plans).filter((scan) => !openProjectsIndexOnly.includes(scan))).toEqual([]);
  });
});
