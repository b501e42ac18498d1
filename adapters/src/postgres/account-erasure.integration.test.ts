import { deleteAccount } from '@coach/core/accounts/delete-account';
import { execute } from '@coach/core/shared/use-case';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFunnelStepsKept } from '../testing/report-summaries-check.ts';
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-databases.ts';
import {
  borasRecord,
  expectZerrinErasedAndBoraUntouched,
  zerrin,
  zerrinAndBora,
  zerrinsPersonalData,
} from '../use-cases/account-erasure-testing.ts';
import { programme } from '../use-cases/projects-testing.ts';
import { auditLogRepository } from './repositories/audit-log-repository.ts';
import { createPersistence } from './repositories/index.ts';
import { rowsOf } from './repositories/sql-arrays.ts';

/**
 * Where any of `values` still stands in the database: every text, JSON and array column of every
 * table, whatever later migrations add, searched without case (`table.column: value`).
 */
async function whereStored(test: TestDatabase, values: readonly string[]): Promise<string[]> {
  const { db } = test.database;
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await db.execute(sql`
      select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
       where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
         and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')`),
  );
  expect(columns.length).toBeGreaterThan(50);
  const found: string[] = [];
  const patterns = sql`${sql.param(values.map((value) => `%${value}%`))}::text[]`;
  for (const { table_name: table, column_name: column } of columns) {
    const rows = rowsOf<{ text: string }>(
      await db.execute(
        sql`select ${sql.identifier(column)}::text as text from ${sql.identifier(table)}
             where ${sql.identifier(column)}::text ilike any (${patterns})`,
      ),
    );
    for (const { text } of rows) {
      const lower = text.toLocaleLowerCase('tr');
      for (const value of values) {
        if (lower.includes(value.toLocaleLowerCase('tr'))) found.push(`${table}.${column}: ${value}`);
      }
    }
  }
  return found;
}

// ADR 0030 on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
describe.each(testDatabaseKinds())('deleting an account against %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
  });
  afterAll(() => test.dispose());
  const rawSql = async (statement: string) =>
    rowsOf<Record<string, unknown>>(await test.database.db.execute(sql.raw(statement)));

  it('anonymises an account with history: the partner keeps every entry, and no column keeps the person', async () => {
    const scenario = await zerrinAndBora({ ports: createPersistence(test.database.db) });
    // An entry she made herself, as an administrator or salesman whose account is deleted would
    // have: the log keeps it, under another label, and no copy of the log keeps her address.
    await auditLogRepository(test.database.db).append({
      actorAccountId: scenario.zerrin.id,
      actorLabel: zerrin.email,
      action: 'badges.update',
      entityType: 'badge',
      entityId: null,
      before: null,
      after: null,
      clientAddress: null,
      createdAt: new Date('2025-01-06T09:00:00Z'),
    });
    const before = await borasRecord(scenario.p, scenario.bora, [
      scenario.closedProjectId,
      scenario.openProjectId,
    ]);
    // The search finds her before, in the account and in the records that copied her.
    const storedBefore = await whereStored(test, zerrinsPersonalData);
    expect(storedBefore.map((place) => place.split('.')[0])).toEqual(
      expect.arrayContaining(['accounts', 'account_partner_search', 'audit_log', 'orders', 'outbox']),
    );
    await scenario.deleteZerrin();
    await expectZerrinErasedAndBoraUntouched(scenario, before);
    expect(await whereStored(test, zerrinsPersonalData)).toEqual([]);
    // The funnel's row of her account (migration 0041) keeps her role, her registration and her
    // first moments at each step, which her orders and projects keep anyway, and nothing else.
    const [steps] = await rawSql(
      `select * from account_funnel_steps where account_id = '${scenario.zerrin.id}'`,
    );
    expect(Object.keys(steps ?? {}).sort()).toEqual([
      'account_id',
      'account_role_type',
      'first_completed_at',
      'first_paid_at',
      'first_project_at',
      'first_requested_at',
      'registered_at',
    ]);
    await expectFunnelStepsKept(rawSql);
  });

  it('removes an account with no history outright: its funnel steps go with it', async () => {
    const p = await programme({ ports: createPersistence(test.database.db) });
    const fidan = await p.member('Fidan', { proof: 'none', packageLevel: 'none', membershipDays: null });
    const stepsOf = () =>
      rawSql(`select account_id from account_funnel_steps where account_id = '${fidan.id}'`);
    expect(await stepsOf()).toHaveLength(1);
    await execute(deleteAccount, p.admin, { accountId: fidan.id });
    expect(await rawSql(`select id from accounts where id = '${fidan.id}'`)).toEqual([]);
    expect(await stepsOf()).toEqual([]);
  });
});
