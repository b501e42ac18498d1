import { sql } from 'drizzle-orm';
import { describeRepositoryContract } from '../../testing/repository-contract.ts';
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../../testing/test-databases.ts';
import { createPersistence } from './index.ts';
import { rowsOf } from './sql-arrays.ts';

// The contract on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set: one database per kind
// for this file, emptied before each test, and a new persistence (with an empty badge cache) each time.
for (const kind of testDatabaseKinds()) {
  let test: TestDatabase;
  describeRepositoryContract(kind, {
    async setUp() {
      test = await openTestDatabase(kind);
    },
    tearDown: () => test.dispose(),
    async fresh() {
      // Every table of the application, whatever later migrations add (drizzle's own live elsewhere).
      await test.database.db.execute(sql`
        do $$
        declare tables text;
        begin
          select string_agg(format('%I.%I', schemaname, tablename), ', ') into tables
            from pg_tables where schemaname = 'public';
          if tables is not null then execute 'truncate ' || tables || ' cascade'; end if;
        end $$`);
      return createPersistence(test.database.db);
    },
    rawSql: async (statement) => rowsOf(await test.database.db.execute(sql.raw(statement))),
  });
}
