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
      // DELETE with the foreign keys' and the audit log's triggers off for this transaction, rather
      // than TRUNCATE: a truncate of some thirty tables makes each a new file, about a second on a
      // busy PostgreSQL against a tenth of that for deleting the few rows a test leaves. The matching
      // version's row stays: without it, a store keeps no changes from before its next write, and
      // the check after each test (that the changes told bring the test's first read up to date)
      // would have nothing to check.
      await test.database.db.execute(sql`
        do $$
        declare t record;
        begin
          perform set_config('session_replication_role', 'replica', true);
          for t in select format('%I.%I', schemaname, tablename) as name
              from pg_tables where schemaname = 'public' and tablename <> 'matching_version' loop
            execute 'delete from ' || t.name;
          end loop;
        end $$`);
      return createPersistence(test.database.db);
    },
    rawSql: async (statement) => rowsOf(await test.database.db.execute(sql.raw(statement))),
  });
}
