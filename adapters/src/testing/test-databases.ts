import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { type Database, openDatabase } from '../postgres/database.ts';

/** A migrated, empty database for one test file, and how to throw it away. */
export interface TestDatabase {
  readonly database: Database;
  /** The PostgreSQL URL of this database (not on PGlite), for a second connection to it. */
  readonly url?: string;
  dispose(): Promise<void>;
}

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; real PostgreSQL too when TEST_DATABASE_URL names a server to test against. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * Opens a fresh database. On PostgreSQL each call creates its own randomly named database
 * through an admin connection and drops it afterwards, so parallel runs never collide.
 */
export async function openTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = closingOnce(await openDatabase({ pgliteDir: 'memory://' }));
    await database.migrate();
    return { database, dispose: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `coach_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = closingOnce(await openDatabase({ databaseUrl: url.toString() }));
  await database.migrate();
  return {
    database,
    url: url.toString(),
    async dispose() {
      await database.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/** A test may close the database itself (to see how failures are answered); dispose then skips it. */
function closingOnce(database: Database): Database {
  let closing: Promise<void> | undefined;
  return { ...database, close: () => (closing ??= database.close()) };
}
