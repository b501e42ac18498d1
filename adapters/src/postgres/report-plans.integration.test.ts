import { reportWindow } from '@coach/core/reports/report-window';
import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexesRead, nodesOf, openPlanLab, type PlanLab, tablesReadWhole } from '../testing/query-plans.ts';
import { countSelectionGroups } from './repositories/account-selection.ts';
import { reportQueries } from './repositories/report-queries.ts';

/**
 * The plans of the programme reports and the bulk action's count that the scale benchmark found
 * slow (ADR 0051, addendum): the funnel reads its kept steps by registration month from one index
 * alone, the points report the ledger's hourly sums instead of its entries, and the count of a
 * filter over every member tells the erased accounts apart from their partial index instead of
 * reading each counted account's row.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('programme report and bulk count plans on PostgreSQL', () => {
  let lab: PlanLab;
  let client: postgres.Sql;
  const now = new Date('2026-06-17T09:00:00Z');
  const window = reportWindow({ from: '2025-07', to: '2026-06' }, now);

  beforeAll(async () => {
    lab = await openPlanLab();
    ({ client } = lab);
    // With their triggers on: each account gets its funnel row, each ledger statement its hourly sums.
    await client`
      insert into accounts (id, name, surname, email, account_role_type, status, created_at)
      select md5('account' || i)::uuid, 'Ayşe' || i, 'Soyad' || (i % 977), 'uye' || i || '@example.com',
        case when i % 10 = 0 then 'Guest' else 'User' end, case when i % 4 = 0 then 'passive' else 'active' end,
        timestamptz '2026-06-10 09:00Z' - make_interval(hours => i * 5)
      from generate_series(1, 5000) as i`;
    // A few anonymised accounts, as erase-account.ts leaves them.
    await client`
      update accounts set email = 'deleted-' || id::text || '@erased.invalid'
      where id in (select md5('account' || i)::uuid from generate_series(1, 5000, 500) as i)`;
    await client`
      insert into ledger_entries (account_id, delta, reason, created_at)
      select md5('account' || (i % 5000 + 1))::uuid, case when i % 3 = 0 then -1 else 2 end,
        case when i % 3 = 0 then 'unclosed_penalty' else 'coach_sessions' end,
        timestamptz '2026-06-10 09:00Z' - make_interval(mins => i * 17)
      from generate_series(1, 30000) as i`;
    // Each score the sum of its entries, as the ledger's check at the end of the file asks.
    await client`
      update accounts a set score = s.total
      from (select account_id, sum(delta)::int as total from ledger_entries group by 1) as s
      where s.account_id = a.id`;
    await client`vacuum analyze`;
  });
  afterAll(() => lab?.close());

  it('reads the funnel from its kept steps’ index alone, by registration month', async () => {
    const plans = await lab.plansOf(() => reportQueries(lab.db).funnel(window));
    expect(indexesRead(plans, 'Index Only Scan')).toContain('account_funnel_steps_registered_idx');
    expect(plans.flatMap(nodesOf).map((node) => node['Relation Name'] ?? null)).not.toEqual(
      expect.arrayContaining(['accounts']),
    );
    const rows = await reportQueries(lab.db).funnel(window);
    expect(rows.reduce((sum, row) => sum + row.registered, 0)).toBeGreaterThan(0);
  });

  it('sums the points from the ledger’s hourly sums, never its entries', async () => {
    const plans = await lab.plansOf(() => reportQueries(lab.db).points(window));
    expect(indexesRead(plans)).toContain('ledger_hour_totals_hour_writer_pk');
    expect(plans.flatMap(nodesOf).map((node) => node['Relation Name'])).not.toContain('ledger_entries');
    // The same figures as the entries' own sums over the window.
    const [entries] = await client<{ given: number; spent: number; penalties: number }[]>`
      select coalesce(sum(delta) filter (where delta > 0), 0)::int as given,
        coalesce(-sum(delta) filter (where delta < 0), 0)::int as spent,
        coalesce(-sum(delta) filter (where reason = 'unclosed_penalty'), 0)::int as penalties
      from ledger_entries
      where created_at >= ${window.since.toISOString()}::timestamptz and created_at < ${window.until.toISOString()}::timestamptz`;
    const rows = await reportQueries(lab.db).points(window);
    const total = (key: 'given' | 'spent' | 'penalties') => rows.reduce((sum, row) => sum + row[key], 0);
    expect({ given: total('given'), spent: total('spent'), penalties: total('penalties') }).toEqual(entries);
  });

  it('counts a filter over every member from indexes alone, the erased accounts from their own', async () => {
    const selection = { filter: { search: '', role: 'User' as const, status: 'active' as const } };
    const plans = await lab.plansOf(() => countSelectionGroups(lab.db, selection, null));
    expect(indexesRead(plans)).toContain('accounts_erased_idx');
    expect(tablesReadWhole(plans)).toEqual([]);
    // Every read of the accounts is index-only: no counted account's row is read for its address.
    const reads = plans.flatMap(nodesOf).filter((node) => node['Relation Name'] === 'accounts');
    expect(reads.map((node) => node['Node Type'])).toEqual(reads.map(() => 'Index Only Scan'));
    const groups = await countSelectionGroups(lab.db, selection, null);
    expect(
      groups.filter((group) => group.erased).reduce((sum, group) => sum + group.count, 0),
    ).toBeGreaterThan(0);
  });
});
