import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-databases.ts';
import { rowsOf } from './repositories/sql-arrays.ts';

/** Migration 0011, statement by statement. */
const migration = readFileSync(new URL('../../drizzle/0011_passport_numbers.sql', import.meta.url), 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim())
  .filter((statement) => statement.length > 0);

// ADR 0032 on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set: a database made before
// passport numbers were unique migrates without failing and without losing a number.
describe.each(testDatabaseKinds())('passport numbers made unique on %s', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
  });
  afterAll(() => test?.dispose());

  it('normalises the numbers; the oldest keeps a doubled one, the later get a suffix and an audit entry', async () => {
    const { db } = test.database;
    // The database as it was before: no unique index, numbers as typed.
    await db.execute(sql`drop index accounts_passport_number_unique`);
    await db.execute(sql`
      insert into accounts (name, surname, email, account_role_type, passport_number, created_at) values
        ('Ana', 'A', 'ana@example.com', 'User', 'u 123 4567', '2020-01-01'),
        ('Ben', 'B', 'ben@example.com', 'User', 'U1234567', '2021-01-01'),
        ('Can', 'C', 'can@example.com', 'User', 'u1234567 ', '2019-01-01'),
        ('Dia', 'D', 'dia@example.com', 'User', 'ab 99999', '2020-01-01'),
        ('Eda', 'E', 'eda@example.com', 'Guest', '   ', '2020-01-01'),
        ('Fox', 'F', 'fox@example.com', 'Salesman', null, '2020-01-01')`);

    for (const statement of migration) await db.execute(sql.raw(statement));

    const accounts = rowsOf<{ name: string; passport_number: string | null }>(
      await db.execute(sql`select name, passport_number from accounts order by name`),
    );
    expect(accounts).toEqual([
      { name: 'Ana', passport_number: 'U1234567#2' },
      { name: 'Ben', passport_number: 'U1234567#3' },
      { name: 'Can', passport_number: 'U1234567' },
      { name: 'Dia', passport_number: 'AB99999' },
      { name: 'Eda', passport_number: null },
      { name: 'Fox', passport_number: null },
    ]);
    const audit = rowsOf<{ action: string; actor_label: string; before: unknown; after: unknown }>(
      await db.execute(
        sql`select action, actor_label, before, after from audit_log order by after->>'passportNumber'`,
      ),
    );
    expect(audit).toEqual([
      {
        action: 'accounts.passportDuplicate',
        actor_label: 'system',
        before: { passportNumber: 'u 123 4567' },
        after: { passportNumber: 'U1234567#2' },
      },
      {
        action: 'accounts.passportDuplicate',
        actor_label: 'system',
        before: { passportNumber: 'U1234567' },
        after: { passportNumber: 'U1234567#3' },
      },
    ]);
    // The index is back, and holds from now on.
    await expect(
      db.execute(sql`update accounts set passport_number = 'AB99999' where name = 'Ana'`),
    ).rejects.toThrow();
  });
});
