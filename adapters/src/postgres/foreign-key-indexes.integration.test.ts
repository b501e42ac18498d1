import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/test-databases.ts';

/**
 * Deleting an account (an erasure without history, an import's rollback) or a package makes
 * PostgreSQL check every column that refers to it. A column without an index is read whole for
 * each deleted row: at 2,000,000 ledger entries about a second per account, and a bulk deletion of
 * 5,000 ran for tens of minutes (issue 29's scale bench). So every foreign key needs an index that
 * starts with its column; a new table or column that forgets one fails here.
 */
describe('foreign keys', () => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await openTestDatabase('pglite');
  });
  afterAll(() => test.dispose());

  it('each have an index that starts with their column', async () => {
    const result = await test.database.db.execute(sql`
      select c.conrelid::regclass::text || '.' || a.attname as "column"
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f'
        and not exists (
          select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1]
        )
      order by 1`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      column: string;
    }[];
    expect(rows.map((row) => row.column)).toEqual([]);
  });
});
