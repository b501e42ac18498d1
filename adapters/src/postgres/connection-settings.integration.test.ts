import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { rowsOf } from './repositories/sql-arrays.ts';

// ADR 0045: the platform's connections compile nothing and start no parallel workers. postgres.js
// sends a startup parameter only when its value is a string (a number is dropped without a word),
// so what counts is what the server says the session has.
describe.skipIf(!process.env.TEST_DATABASE_URL)('the platform’s PostgreSQL sessions', () => {
  it('run without JIT and without parallel workers', async () => {
    const database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL });
    try {
      const [settings] = rowsOf<{ jit: string; workers: string }>(
        await database.db.execute(
          sql`select current_setting('jit') as jit, current_setting('max_parallel_workers_per_gather') as workers`,
        ),
      );
      expect(settings).toEqual({ jit: 'off', workers: '0' });
    } finally {
      await database.close();
    }
  });
});
