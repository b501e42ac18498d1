import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/test-databases.ts';
import { searchAccounts } from './repositories/account-search.ts';
import { rowsOf } from './repositories/sql-arrays.ts';

// The accounts search's page and count are planned for each word (database.ts,
// `planForTheirValues`): sent unnamed, they are never kept as prepared statements on a connection,
// where after five executions PostgreSQL may switch to one generic plan for every word. Measured at
// 100,000 accounts: the count prepared on "sahin" then planned "ay" with the trigram index,
// 1,070 ms against 40-60 ms for its own plan (issue 29).
describe.skipIf(!process.env.TEST_DATABASE_URL)('the accounts search on PostgreSQL', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase('postgres');
  });
  afterAll(() => test?.dispose());

  it('keeps no prepared statement of its page or count, however often it runs', async () => {
    const { db } = test.database;
    for (const search of ['sahin', 'sahin', 'sahin', 'sahin', 'sahin', 'sahin', 'sahin', 'ay']) {
      await searchAccounts(db, { search, sort: { key: 'name', descending: false }, offset: 0, limit: 25 });
    }
    // Every connection the searches used answers in turn (postgres.js hands out idle ones in order).
    for (let connection = 0; connection < 4; connection++) {
      const [kept] = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from pg_prepared_statements
          where statement like '%search_text%like%'`),
      );
      expect(kept?.n).toBe(0);
    }
    // The check itself finds prepared statements: the platform's other statements are kept.
    const [others] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from pg_prepared_statements`),
    );
    expect(others?.n).toBeGreaterThan(0);
  });

  it('keeps a list without words prepared: its plan does not depend on the values', async () => {
    const { db } = test.database;
    // Parsing, planning and describing the page and the count on every call was most of an accounts
    // page's cost in the API's overhead bench (issue 29); the back office's first page has no words.
    for (let call = 0; call < 8; call++) {
      await searchAccounts(db, {
        search: '',
        sort: { key: 'createdAt', descending: true },
        offset: 0,
        limit: 20,
      });
    }
    const kept = [];
    for (let connection = 0; connection < 4; connection++) {
      const [row] = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from pg_prepared_statements
          where statement like '%from "accounts"%order by%' or statement like 'select count(%from "accounts"'`),
      );
      kept.push(row?.n ?? 0);
    }
    expect(Math.max(...kept)).toBeGreaterThan(0);
  });
});
