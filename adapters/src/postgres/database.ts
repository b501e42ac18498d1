import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema/index.ts';

/** The drizzle database both drivers produce; repositories are written against this type only. */
export type AppDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseConfig {
  /** PostgreSQL connection URL; when absent, an embedded PGlite database is used. */
  readonly databaseUrl?: string | undefined;
  /**
   * Directory of the PGlite database (default `./.data/pglite`, relative to the working
   * directory); `memory://` keeps it in memory, for tests.
   */
  readonly pgliteDir?: string | undefined;
  /**
   * A PGlite data directory dumped with `dumpDataDir` to start from instead of an empty one: the
   * tests start every database from one migrated copy (testing/test-databases.ts).
   */
  readonly pgliteStartFrom?: Blob | undefined;
}

export interface Database {
  readonly db: AppDatabase;
  readonly driver: 'postgres' | 'pglite';
  /** Applies the pending migrations of `adapters/drizzle`. */
  migrate(): Promise<void>;
  /** True when the database answers `SELECT 1`. */
  isReachable(): Promise<boolean>;
  close(): Promise<void>;
}

export const migrationsFolder = resolve(import.meta.dirname, '../../drizzle');

/** Any fixed number: it names the advisory lock that keeps instances from migrating at once. */
const migrationLockId = 720_431_001;

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPglite(config.pgliteDir ?? './.data/pglite', config.pgliteStartFrom);
}

function openPostgres(url: string): Database {
  const client = postgres(url, { max: 10, onnotice: () => {} });
  const db = drizzlePostgres(preparingStatements(client), { schema });
  return {
    db,
    driver: 'postgres',
    async migrate() {
      // One connection, so the session-level advisory lock covers the migrator's transaction.
      const lockClient = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await lockClient`select pg_advisory_lock(${migrationLockId})`;
        await migratePostgres(drizzlePostgres(lockClient), { migrationsFolder });
        await lockClient`select pg_advisory_unlock(${migrationLockId})`;
      } finally {
        await lockClient.end();
      }
    },
    isReachable: () => ping(db),
    close: () => client.end(),
  };
}

/**
 * drizzle asks postgres.js for unprepared statements unless a query is given a name, so PostgreSQL
 * parses and plans every call again. postgres.js prepares a statement once per connection and reuses
 * it by its text; all our statements are parameterised, so their number stays small. Measured with
 * `npm run bench` (ADR 0006). Transactions (`begin`) keep drizzle's default.
 */
function preparingStatements(client: postgres.Sql): postgres.Sql {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property !== 'unsafe') return Reflect.get(target, property, receiver);
      return (
        query: string,
        parameters?: postgres.ParameterOrJSON<never>[],
        options?: postgres.UnsafeQueryOptions,
      ) => target.unsafe(query, parameters, { ...options, prepare: true });
    },
  });
}

async function openPglite(directory: string, startFrom?: Blob): Promise<Database> {
  const inMemory = directory.startsWith('memory://');
  const dataDir = inMemory ? directory : resolve(directory);
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, ...(startFrom ? { loadDataDir: startFrom } : {}) });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    isReachable: () => ping(db),
    close: () => client.close(),
  };
}

async function ping(db: AppDatabase): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
