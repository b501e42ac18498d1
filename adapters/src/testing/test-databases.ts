import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { type AppDatabase, type Database, migrationsFolder, openDatabase } from '../postgres/database.ts';
import { ledgerRepository } from '../postgres/repositories/ledger-repository.ts';
import * as schema from '../postgres/schema/index.ts';

/** A migrated, empty database for one test file, and how to throw it away. */
export interface TestDatabase {
  readonly database: Database;
  /** The PostgreSQL URL of this database (not on PGlite), for a second connection to it. */
  readonly url?: string;
  /**
   * Checks the ledger (as `verify-ledger` does), closes and, on PostgreSQL, drops the database.
   * Rejects when an account's score differs from the sum of its entries, failing the file's
   * `afterAll`: whatever the tests did, the ledger's promise must still hold at the end.
   */
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
 *
 * Both start from one migrated copy rather than migrating each time: on PGlite a dumped data
 * directory (an empty PGlite costs about 1.3 s of initdb, a loaded copy 0.4 s), on PostgreSQL a
 * template database (CREATE DATABASE … TEMPLATE, 50 ms against 370 ms for create and migrate).
 * The copies are named by a hash of the migrations, so a new migration makes new ones. `migrate()`
 * still runs on each database and finds nothing to apply: a test that uses it sees the real path.
 */
export async function openTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const pgliteStartFrom = await migratedPgliteDump();
    const database = closingOnce(await openDatabase({ pgliteDir: 'memory://', pgliteStartFrom }));
    await database.migrate();
    return {
      database,
      async dispose() {
        // A test that closed the database itself took its in-memory data with it: nothing to check.
        const mismatches = database.isClosed() ? [] : await balanceMismatches(database.db);
        await database.close();
        assertBalanced(mismatches, 'PGlite');
      },
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `coach_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const template = await migratedPostgresTemplate(adminUrl, admin);
  await admin.unsafe(`create database "${name}" template "${template}"`);
  const url = databaseUrlOf(adminUrl, name);
  const database = closingOnce(await openDatabase({ databaseUrl: url }));
  await database.migrate();
  return {
    database,
    url,
    async dispose() {
      try {
        await database.close();
        // A connection of its own: the test may have closed the database's pool, not its data.
        const mismatches = await balanceMismatchesAt(url);
        assertBalanced(mismatches, name);
      } finally {
        await admin.unsafe(`drop database if exists "${name}" with (force)`);
        await admin.end();
      }
    },
  };
}

/**
 * What a migrated copy depends on: every file of the migrations folder, and PGlite's version (its
 * dump format is its own).
 */
const migrationsHash = (() => {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(migrationsFolder);
  const pglitePackage = join(
    createRequire(import.meta.url).resolve('@electric-sql/pglite'),
    '..',
    '..',
    'package.json',
  );
  hash.update(readFileSync(pglitePackage));
  return hash.digest('hex').slice(0, 12);
})();

let pgliteDump: Promise<Blob> | undefined;

/**
 * A migrated PGlite data directory as a tarball, kept in the system's temporary folder across
 * runs and made once per process when missing. Two processes that make it at once each write
 * their own file and rename it into place: the last rename wins, and both files are whole.
 */
function migratedPgliteDump(): Promise<Blob> {
  pgliteDump ??= (async () => {
    const file = join(tmpdir(), `coach-test-pglite-${migrationsHash}.tar`);
    try {
      return new Blob([readFileSync(file)]);
    } catch {
      const client = await PGlite.create({ dataDir: 'memory://', extensions: { pg_trgm } });
      try {
        await migratePglite(drizzlePglite(client), { migrationsFolder });
        const dump = await client.dumpDataDir('none');
        const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
        writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
        renameSync(partial, file);
        return dump;
      } finally {
        await client.close();
      }
    }
  })();
  return pgliteDump;
}

/**
 * The name of a migrated template database on the server `admin` is connected to, made when
 * missing under an advisory lock (parallel test files wait for the first to make it). Templates
 * of earlier migrations are dropped when a new one is made, but for the newest few.
 */
async function migratedPostgresTemplate(adminUrl: string, admin: postgres.Sql): Promise<string> {
  const name = `coach_test_template_${migrationsHash}`;
  const exists = async () => (await admin`select 1 from pg_database where datname = ${name}`).length > 0;
  if (await exists()) return name;
  await admin`select pg_advisory_lock(${templateLockId})`;
  try {
    if (await exists()) return name;
    // Made under a temporary name and renamed when migrated: a run stopped half-way leaves no
    // template that looks whole.
    const building = `${name}_building`;
    await admin.unsafe(`drop database if exists "${building}" with (force)`);
    await admin.unsafe(`create database "${building}"`);
    const database = await openDatabase({ databaseUrl: databaseUrlOf(adminUrl, building) });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    await admin.unsafe(`alter database "${building}" rename to "${name}"`);
    // The newest few are kept: other checkouts of other migrations (a branch beside main, several
    // helpers side by side) use theirs at the same time, and dropping one made their next test
    // file fail. Older ones (by the database's oid, which grows) are left behind for good.
    const stale = await admin<{ datname: string }[]>`
      select datname from pg_database
      where datname like 'coach\_test\_template\_%' and datname <> ${name}
      order by oid desc offset ${templatesKeptBeside}`;
    // Another checkout may still be copying one of them: it is dropped by a later run instead.
    for (const { datname } of stale) {
      await admin.unsafe(`drop database if exists "${datname}"`).catch(() => {});
    }
    return name;
  } finally {
    await admin`select pg_advisory_unlock(${templateLockId})`;
  }
}

/** The URL of database `name` on the server of `adminUrl`. */
function databaseUrlOf(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Templates of other migrations kept when a new one is made (see `migratedPostgresTemplate`). */
const templatesKeptBeside = 4;

/** Any fixed number: it names the advisory lock under which a template database is made. */
const templateLockId = 720_431_002;

type Mismatch = Awaited<ReturnType<ReturnType<typeof ledgerRepository>['findBalanceMismatches']>>[number];

/** The accounts whose cached score differs from the sum of their entries: `verify-ledger`'s query. */
function balanceMismatches(db: AppDatabase): Promise<Mismatch[]> {
  return ledgerRepository(db).findBalanceMismatches();
}

async function balanceMismatchesAt(databaseUrl: string): Promise<Mismatch[]> {
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    return await balanceMismatches(drizzle(client, { schema }));
  } finally {
    await client.end();
  }
}

function assertBalanced(mismatches: readonly Mismatch[], where: string): void {
  if (mismatches.length === 0) return;
  const shown = mismatches
    .slice(0, 10)
    .map(({ accountId, score, sum }) => `  ${accountId}: score ${score}, sum of entries ${sum}`);
  const more = mismatches.length > 10 ? [`  … and ${mismatches.length - 10} more`] : [];
  throw new Error(
    [
      `The ledger does not hold after these tests (${where}): ${mismatches.length} account(s) whose ` +
        'score differs from the sum of their ledger entries (what `verify-ledger` reports):',
      ...shown,
      ...more,
    ].join('\n'),
  );
}

/** A test may close the database itself (to see how failures are answered); dispose then skips it. */
function closingOnce(database: Database): Database & { isClosed(): boolean } {
  let closing: Promise<void> | undefined;
  return {
    ...database,
    close: () => (closing ??= database.close()),
    isClosed: () => closing !== undefined,
  };
}

/** A matching run's load: open requests of members who are all eligible, as in production. */
export interface MatchingLoad {
  /** Open requests, half per side (coaches first), each of a different member. */
  readonly size: number;
  /** The moment the requests wait until: memberships end a year after it, requests were sent before it. */
  readonly now: Date;
  /** Keeps several loads in one database apart (e-mail addresses, ids); `load` unless given. */
  readonly tag?: string;
}

export interface MatchingLoadSummary {
  readonly coachRequests: number;
  readonly coacheeRequests: number;
  /** Pairs of requests whose members' most recent project was together (10 % of the requests). */
  readonly previousPairs: number;
}

/**
 * Bulk-inserts a matching load straight into a PostgreSQL database (a few set-based statements,
 * seconds for 100 000 requests), the way a programme would look after months: every member has an
 * active membership; every coach a coach-level package, an approved proof of education, 10 points
 * from an opening balance and an earlier (cancelled) coachee request. Request languages are tr 70 %,
 * en 10 %, both 20 %, sent over the 30 days before `now`. One request in ten has a previous partner
 * among the others: a completed project between the two (its points in the ledger), so the run may
 * not pair them again. Every cached score is the sum of its ledger entries.
 */
export async function insertMatchingLoad(
  databaseUrl: string,
  load: MatchingLoad,
): Promise<MatchingLoadSummary> {
  const tag = load.tag ?? 'load';
  const coaches = Math.floor(load.size / 2);
  const coachees = load.size - coaches;
  const previousPairs = Math.min(Math.floor(load.size / 20), coaches, coachees);
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  // Ids are md5s of the tag and a number, so each statement finds the rows of the others without
  // reading them back.
  const values = { tag, now: load.now.toISOString(), coaches, size: load.size, pairs: previousPairs };
  const member = (index: string) => uuidOf(`'-member-' || ${index}`);
  const statements = [
    `insert into membership_packages (id, code, name_tr, name_en, period_months, price_usd, coach_level)
     values (${uuidOf("'-package'")}, upper($tag::text) || '-COACH', 'Koç paketi', 'Coach package', 12, 100, true)`,
    // The cached scores are the sums of the ledger entries written below: coaches 10 from their
    // opening balance, −2 for those who coached a previous project; +2 for the coachees of those.
    `insert into accounts (id, name, surname, email, account_role_type, subscription_end_date,
       membership_package_id, languages, language, score, email_verified_at, created_at)
     select ${member('i')}, 'Üye', 'No ' || i, $tag::text || '-' || i || '@load.example.com', 'User',
       $now::timestamptz + interval '365 days',
       case when i <= $coaches::int then ${uuidOf("'-package'")} end,
       '{tr,en}', case when i % 5 = 0 then 'en' else 'tr' end,
       case when i <= $coaches::int then 10 - case when i <= $pairs::int then 2 else 0 end
         when i - $coaches::int <= $pairs::int then 2 else 0 end,
       $now::timestamptz - interval '200 days', $now::timestamptz - interval '200 days'
     from generate_series(1, $size::int) as i`,
    `insert into ledger_entries (account_id, delta, reason, created_at)
     select ${member('i')}, 10, 'opening_balance', $now::timestamptz - interval '200 days'
     from generate_series(1, $coaches::int) as i`,
    `insert into account_files (account_id, file_name, content_type, size_bytes, content, state, reviewed_at, created_at)
     select ${member('i')}, 'diploma.pdf', 'application/pdf', 4, '\\x25504446'::bytea, 'approved',
       $now::timestamptz - interval '199 days', $now::timestamptz - interval '199 days'
     from generate_series(1, $coaches::int) as i`,
    `insert into project_requests (account_id, role, languages, state, created_at, closed_at)
     select ${member('i')}, 'coachee', '{tr}', 'cancelled',
       $now::timestamptz - interval '190 days', $now::timestamptz - interval '189 days'
     from generate_series(1, $coaches::int) as i`,
    // The previous projects: coach k coached coachee (coaches + k), completed with 2 sessions.
    `insert into project_requests (id, account_id, role, languages, state, created_at, closed_at, project_id)
     select ${uuidOf("'-old-' || side || '-' || k")},
       ${member("case when side = 'coach' then k else $coaches::int + k end")},
       side, '{tr}', 'matched', $now::timestamptz - interval '100 days', $now::timestamptz - interval '99 days',
       ${uuidOf("'-project-' || k")}
     from generate_series(1, $pairs::int) as k cross join (values ('coach'), ('coachee')) as sides(side)`,
    `insert into projects (id, coach_account_id, coachee_account_id, coach_request_id, coachee_request_id,
       language, state, started_at, deadline_at, closed_at, closed_by_account_id, session_count)
     select ${uuidOf("'-project-' || k")}, ${member('k')}, ${member('$coaches::int + k')},
       ${uuidOf("'-old-coach-' || k")}, ${uuidOf("'-old-coachee-' || k")}, 'tr', 'completed_confirmed',
       $now::timestamptz - interval '99 days', $now::timestamptz + interval '6 days',
       $now::timestamptz - interval '50 days', ${member('$coaches::int + k')}, 2
     from generate_series(1, $pairs::int) as k`,
    `insert into ledger_entries (account_id, delta, reason, project_id, created_at)
     select ${member("case when reason = 'coach_sessions' then k else $coaches::int + k end")},
       case when reason = 'coach_sessions' then -2 else 2 end, reason, ${uuidOf("'-project-' || k")},
       $now::timestamptz - interval '50 days'
     from generate_series(1, $pairs::int) as k
       cross join (values ('coach_sessions'), ('coachee_sessions')) as reasons(reason)`,
    // The open requests: languages tr 70 %, en 10 %, both 20 % on each side; sent over 30 days.
    `insert into project_requests (account_id, role, languages, state, created_at)
     select ${member('i')}, case when i <= $coaches::int then 'coach' else 'coachee' end,
       case when (i * 37) % 10 < 7 then '{tr}'::text[] when (i * 37) % 10 = 7 then '{en}'::text[]
         else '{tr,en}'::text[] end,
       'open', $now::timestamptz - ((i * 7919) % 2592000) * interval '1 second'
     from generate_series(1, $size::int) as i`,
  ];
  try {
    await client.begin(async (transaction) => {
      for (const statement of statements) {
        const { text, parameters } = numbered(statement, values);
        await transaction.unsafe(text, parameters);
      }
    });
    // Statistics, as autovacuum would have gathered them on tables that grew over months.
    await client.unsafe('analyze accounts, account_files, ledger_entries, project_requests, projects');
  } finally {
    await client.end();
  }
  return { coachRequests: coaches, coacheeRequests: coachees, previousPairs };
}

/**
 * A version-4 UUID made from the tag and `suffix` (an SQL expression): the same one in every
 * statement, and one that the contracts' `z.uuid()` accepts (version and variant digits set).
 */
function uuidOf(suffix: string): string {
  return `overlay(overlay(md5($tag::text || ${suffix}) placing '4' from 13) placing '8' from 17)::uuid`;
}

/**
 * `$name` placeholders as PostgreSQL's `$1`, `$2`…, with only the values the statement uses:
 * PostgreSQL refuses a parameter whose type nothing in the statement tells.
 */
function numbered(statement: string, values: Readonly<Record<string, string | number>>) {
  const names: string[] = [];
  const text = statement.replace(/\$([a-z]+)/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`no value for $${name}`);
    if (!names.includes(name)) names.push(name);
    return `$${names.indexOf(name) + 1}`;
  });
  return { text, parameters: names.map((name) => values[name] as string | number) };
}
