import { mkdirSync } from 'node:fs';
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { connectTimeoutSeconds, reconnectDelaySeconds } from './connection-errors.ts';
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
  /** How busy the connections are, for /metrics (asks PostgreSQL; PGlite's are read in place). */
  poolFigures(): Promise<PoolFigures>;
  close(): Promise<void>;
}

/** The connections of this process, as `/metrics` reports them. */
export type PoolFigures =
  | {
      readonly driver: 'postgres';
      /** The pool's size: a query waits in postgres.js when all of them are busy. */
      readonly max: number;
      /** This process's connections by their state in `pg_stat_activity` (`idle in transaction` …). */
      readonly connections: Readonly<Record<string, number>>;
    }
  | {
      readonly driver: 'pglite';
      /** One connection, on the database's own thread (ADR 0040). */
      readonly max: 1;
      /** Calls sent to the thread and not answered yet: the one running and those queued behind it. */
      readonly waitingCalls: number;
      readonly openTransactions: number;
    };

export const migrationsFolder = resolve(import.meta.dirname, '../../drizzle');

/** Any fixed number: it names the advisory lock that keeps instances from migrating at once. */
const migrationLockId = 720_431_001;

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPglite(config.pgliteDir ?? './.data/pglite', config.pgliteStartFrom);
}

/** The size of each process's pool. */
const poolMax = 10;

function openPostgres(url: string): Database {
  // postgres.js does not tell how many of its connections are busy; PostgreSQL does, for the
  // connections that name this process (pg_stat_activity), when /metrics asks. A name given in
  // PGAPPNAME (libpq's convention, which an operator or a test uses to find a process's
  // connections) wins; the figures then count every process that shares it.
  const applicationName = (process.env.PGAPPNAME || `coach ${hostname()}:${process.pid}`).slice(0, 63);
  // While the database cannot be reached, a call answers 503 within a second or so instead of
  // waiting for postgres.js's own backoff (up to 20 s) or connect timeout (30 s) (ADR 0037).
  const client = postgres(url, {
    max: poolMax,
    onnotice: () => {},
    backoff: reconnectDelaySeconds,
    connect_timeout: connectTimeoutSeconds,
    // No JIT compilation and no parallel workers (ADR 0045): for statements of a few hundred
    // milliseconds at most, compiling costs more than it saves (its thresholds go by the planner's
    // cost, which a statement probing an index once per member of a matching run passes at once),
    // and starting workers costs more than sharing the work saves (counting 300,000 projects:
    // 60-136 ms with two workers, 14 ms alone).
    connection: { application_name: applicationName, jit: 'off', max_parallel_workers_per_gather: '0' },
  });
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
    async poolFigures() {
      // The asking connection is one of them, and counted as active.
      const rows = await client<{ state: string | null; connections: number }[]>`
        select coalesce(state, 'unknown') as state, count(*)::int as connections
        from pg_stat_activity where application_name = ${applicationName} group by 1`;
      const connections = Object.fromEntries(rows.map((row) => [row.state, row.connections]));
      return { driver: 'postgres', max: poolMax, connections };
    },
    // postgres.js's end() never settles for a connection that was closed under a query (the
    // database restarted or went away; its `query` is never cleared), so it is given a second,
    // then the connections are destroyed. Nothing runs by then: the server has stopped taking
    // requests and the jobs have finished.
    close: () => client.end({ timeout: 1 }),
  };
}

/**
 * Statements sent unnamed, so that PostgreSQL plans each execution for its values (a custom plan).
 * A named statement may switch to a generic plan after five executions, which then holds for that
 * connection whatever the values: the accounts search's count, prepared on a long word, kept the
 * trigram index for a two-letter word (1,070 ms instead of 40-60 ms at 100,000 accounts, issue 29).
 * Statements whose best plan depends on their values register their text here.
 */
const plannedForTheirValues = new Set<string>();

export function planForTheirValues(statementText: string): void {
  plannedForTheirValues.add(statementText);
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
      ) => target.unsafe(query, parameters, { ...options, prepare: !plannedForTheirValues.has(query) });
    },
  });
}

/**
 * PGlite runs in a worker thread of its own (pglite-thread.ts, ADR 0040): its statements are
 * synchronous WebAssembly, and on the server's thread a long unit of work (an import) held every
 * other request, static files included, until it ended. drizzle's PGlite session calls only
 * `query` and `transaction` on its client, which the thread's client provides.
 */
async function openPglite(directory: string, startFrom?: Blob): Promise<Database> {
  const inMemory = directory.startsWith('memory://');
  const dataDir = inMemory ? directory : resolve(directory);
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  // Loaded for the embedded database only: a command on PostgreSQL never reads PGlite's driver.
  const [{ drizzle: drizzlePglite }, { migrate: migratePglite }, { startPgliteThread }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
    import('./pglite-thread.ts'),
  ]);
  const client = await startPgliteThread({ dataDir, loadDataDir: startFrom });
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    isReachable: () => ping(db),
    poolFigures: async () => ({ driver: 'pglite', max: 1, ...client.figures() }),
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
