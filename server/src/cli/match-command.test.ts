import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dbSchema } from '@coach/adapters';
import { createFastPasswordHasher } from '@coach/adapters/testing/fast-password-hasher';
import { minimalPdf } from '@coach/adapters/testing/proof-files';
import { testAccountInput } from '@coach/adapters/testing/test-context';
import { openTestDatabase, type TestDatabase } from '@coach/adapters/testing/test-databases';
import { createAccount, execute, grantOpeningBalance, type Language } from '@coach/core';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Composition, compose, systemContextOf } from '../composition.ts';
import { readConfig } from '../config.ts';
import { testDatabaseKinds } from '../testing/test-app.ts';
import { progressPrinter } from './match-command.ts';

// `npm run match` and `npm run cli -- verify-ledger`, run as a person or another tool runs them:
// the CLI spawned on a migrated database (a PGlite directory, or a PostgreSQL database of its own),
// its stdout parsed, its exit code read.

const cli = join(import.meta.dirname, '../cli.ts');
const day = 86_400_000;

interface Database {
  /** The environment that points the CLI at this database. */
  readonly env: Record<string, string>;
  /** The database open in this process; on PGlite closed while the CLI runs (one process at a time). */
  open(): Promise<Composition>;
  close(): Promise<void>;
  dispose(): Promise<void>;
}

async function databaseOf(kind: 'pglite' | 'postgres'): Promise<Database> {
  const overrides = { passwordHasher: createFastPasswordHasher(), logger: pino({ level: 'silent' }) };
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'coach-match-'));
    let composition: Composition | undefined;
    const close = async () => {
      await composition?.close();
      composition = undefined;
    };
    return {
      env: { DATA_DIR: dataDir },
      async open() {
        composition ??= await compose(readConfig({ DATA_DIR: dataDir }), overrides);
        return composition;
      },
      close,
      async dispose() {
        await close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const test: TestDatabase = await openTestDatabase('postgres');
  const url = test.url as string;
  const composition = await compose(readConfig({ DATABASE_URL: url }), {
    ...overrides,
    database: test.database,
  });
  return {
    env: { DATABASE_URL: url },
    open: async () => composition,
    close: async () => {},
    async dispose() {
      await composition.close();
      await test.dispose();
    },
  };
}

/** Runs the CLI like `npm run -s cli -- …` does. */
function run(database: Database, ...args: string[]) {
  const { DATABASE_URL: _outer, ...env } = process.env;
  const result = spawnSync(process.execPath, [cli, ...args], {
    encoding: 'utf8',
    // A hang guard, as long as a test's (scripts/vitest-guards.ts): spawnSync blocks the test's own timer.
    timeout: 120_000,
    env: { ...env, LOG_LEVEL: 'silent', ...database.env },
  });
  return { stdout: result.stdout, stderr: result.stderr, status: result.status };
}

// Each run starts a Node process that loads the whole server: seconds each on a busy machine.
describe.each(testDatabaseKinds())('npm run match on %s', (kind) => {
  let database: Database;
  const people = { coach: '', coachee: '', english: '', expired: '' };
  const requests = { coach: '', coachee: '', english: '', expired: '' };

  beforeAll(async () => {
    database = await databaseOf(kind);
    const composition = await database.open();
    await composition.database.migrate();
    const { db } = composition.database;
    const system = systemContextOf(composition);
    const now = Date.now();

    const [coachPackage] = await db
      .insert(dbSchema.membershipPackages)
      .values({
        code: 'COACH',
        nameTr: 'Koç',
        nameEn: 'Coach',
        periodMonths: 12,
        priceUsd: '100.00',
        coachLevel: true,
      })
      .returning({ id: dbSchema.membershipPackages.id });
    async function person(key: keyof typeof people, languages: Language[], membershipEnds: number) {
      const { accountId } = await execute(
        createAccount,
        system,
        testAccountInput({ email: `${key}@example.com`, name: key, passportNumber: `P${key}` }),
      );
      await db
        .update(dbSchema.accounts)
        .set({ languages, subscriptionEndDate: new Date(membershipEnds) })
        .where(eq(dbSchema.accounts.id, accountId));
      people[key] = accountId;
      return accountId;
    }
    async function makeCoach(key: 'coach' | 'expired', membershipEnds: number) {
      const id = await person(key, ['tr'], membershipEnds);
      await db
        .update(dbSchema.accounts)
        .set({ membershipPackageId: coachPackage?.id })
        .where(eq(dbSchema.accounts.id, id));
      const content = minimalPdf();
      await db.insert(dbSchema.accountFiles).values({
        accountId: id,
        fileName: 'diploma.pdf',
        contentType: 'application/pdf',
        sizeBytes: content.byteLength,
        content,
        state: 'approved',
        createdAt: new Date(now - 40 * day),
      });
      const past = new Date(now - 30 * day);
      await db.insert(dbSchema.projectRequests).values({
        accountId: id,
        role: 'coachee',
        languages: ['tr'],
        state: 'cancelled',
        createdAt: past,
        closedAt: past,
      });
      await execute(grantOpeningBalance, system, { accountId: id, points: 10 });
    }
    await makeCoach('coach', now + 365 * day);
    await makeCoach('expired', now - day);
    await person('coachee', ['tr'], now + 365 * day);
    await person('english', ['en'], now + 365 * day);
    const open = async (
      key: keyof typeof people,
      role: 'coach' | 'coachee',
      languages: Language[],
      ago: number,
    ) => {
      const [row] = await db
        .insert(dbSchema.projectRequests)
        .values({ accountId: people[key], role, languages, createdAt: new Date(now - ago * day) })
        .returning({ id: dbSchema.projectRequests.id });
      requests[key] = row?.id ?? '';
    };
    await open('coach', 'coach', ['tr'], 3);
    await open('expired', 'coach', ['tr'], 4);
    await open('coachee', 'coachee', ['tr'], 2);
    await open('english', 'coachee', ['en'], 1);
    await database.close();
  }, 60_000);
  afterAll(() => database.dispose());

  const expectedPair = () => ({
    coachRequestId: requests.coach,
    coacheeRequestId: requests.coachee,
    coachAccountId: people.coach,
    coacheeAccountId: people.coachee,
    language: 'tr',
  });
  const expectedUnmatched = () =>
    [
      { requestId: requests.expired, side: 'coach', reason: 'membership_expired' },
      { requestId: requests.english, side: 'coachee', reason: 'no_partner_in_language' },
    ].sort((a, b) => a.requestId.localeCompare(b.requestId));
  const byRequest = (items: { requestId: string }[]) =>
    [...items].sort((a, b) => a.requestId.localeCompare(b.requestId));

  async function projectCount() {
    const composition = await database.open();
    const rows = await composition.database.db.select({ id: dbSchema.projects.id }).from(dbSchema.projects);
    await database.close();
    return rows.length;
  }

  it('--dry-run --json prints exactly one JSON document of the agreed shape, and writes nothing', async () => {
    const { stdout, stderr, status } = run(database, 'match', '--dry-run', '--json');
    expect(status, stderr).toBe(0);
    const document = JSON.parse(stdout);
    expect(stdout.trim().split('\n')).toHaveLength(1);
    expect(Object.keys(document)).toEqual(['pairs', 'unmatched', 'summary']);
    expect(document.pairs).toEqual([expectedPair()]);
    expect(Object.keys(document.pairs[0])).toEqual([
      'coachRequestId',
      'coacheeRequestId',
      'coachAccountId',
      'coacheeAccountId',
      'language',
    ]);
    expect(byRequest(document.unmatched)).toEqual(expectedUnmatched());
    expect(Object.keys(document.summary)).toEqual([
      'coachRequests',
      'coacheeRequests',
      'pairs',
      'durationMs',
    ]);
    expect(document.summary).toMatchObject({ coachRequests: 2, coacheeRequests: 2, pairs: 1 });
    expect(document.summary.durationMs).toBeGreaterThanOrEqual(0);
    expect(await projectCount()).toBe(0);
  });

  it('--dry-run prints the pairs, the unmatched requests with their reasons and a summary', () => {
    const { stdout, status } = run(database, 'match', '--dry-run');
    expect(status).toBe(0);
    expect(stdout).toContain('Dry run: nothing was written.');
    expect(stdout).toContain('Pairs (1):');
    expect(stdout).toContain(`coach ${people.coach} (request ${requests.coach})`);
    expect(stdout).toContain(`coachee ${people.coachee} (request ${requests.coachee})  in tr`);
    expect(stdout).toContain('Unmatched requests (2):');
    expect(stdout).toMatch(new RegExp(`coach +request ${requests.expired}: membership_expired \\(`));
    expect(stdout).toMatch(new RegExp(`coachee request ${requests.english}: no_partner_in_language \\(`));
    expect(stdout).toMatch(
      /Summary: 2 coach and 2 coachee requests open, 1 pairs planned, 2 unmatched, in \d+ ms\./,
    );
  });

  it('without --dry-run writes the pairs; a second run finds nothing more to pair', async () => {
    const first = run(database, 'match', '--json');
    expect(first.status, first.stderr).toBe(0);
    const document = JSON.parse(first.stdout);
    expect(document.pairs).toEqual([expectedPair()]);
    expect(document).not.toHaveProperty('written');
    expect(await projectCount()).toBe(1);

    const second = run(database, 'match', '--json');
    expect(second.status).toBe(0);
    const again = JSON.parse(second.stdout);
    expect(again.pairs).toEqual([]);
    expect(byRequest(again.unmatched)).toEqual(expectedUnmatched());
    expect(again.summary).toMatchObject({ coachRequests: 1, coacheeRequests: 1, pairs: 0 });
    expect(await projectCount()).toBe(1);
  });

  it.skipIf(kind === 'pglite')(
    'exits 1 with the reason on stderr, and nothing on stdout, while another run holds the lock',
    async () => {
      const composition = await database.open();
      await composition.ports.unitOfWork.run(async (tx) => {
        expect(await tx.repositories.locks.tryLock('matching.write')).toBe(true);
        const { stdout, stderr, status } = run(database, 'match', '--json');
        expect(status).toBe(1);
        expect(stdout).toBe('');
        expect(stderr).toContain('Error 4054: A matching run is in progress.');
      });
    },
  );

  it('exits non-zero when the database cannot be reached, printing nothing on stdout', () => {
    const unreachable = { ...database, env: { DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none' } };
    const { stdout, status } = run(unreachable, 'match', '--json');
    expect(status).not.toBe(0);
    expect(stdout).toBe('');
  });

  it('verify-ledger exits 0 when every balance is the sum of its entries, and 1 naming each difference', async () => {
    const fine = run(database, 'verify-ledger');
    expect(fine.status, fine.stderr).toBe(0);
    expect(fine.stdout).toMatch(
      /^Ledger verified: the balance of each of 4 accounts equals the sum of its entries\.\n$/,
    );

    const composition = await database.open();
    await composition.database.db
      .update(dbSchema.accounts)
      .set({ score: 11 })
      .where(eq(dbSchema.accounts.id, people.coach));
    await database.close();
    const broken = run(database, 'verify-ledger');
    expect(broken.status).toBe(1);
    expect(broken.stdout).toContain('Ledger differs for 1 of 4 accounts:');
    expect(broken.stdout).toContain(`${people.coach}: balance 11, sum of entries 10 (difference 1)`);

    // Put it right: every test database is checked the same way when it is thrown away.
    const again = await database.open();
    await again.database.db
      .update(dbSchema.accounts)
      .set({ score: 10 })
      .where(eq(dbSchema.accounts.id, people.coach));
    await database.close();
  });
});

describe('npm run cli with a mistyped command', () => {
  it('prints the usage and exits 1 for an unknown command', () => {
    const result = spawnSync(process.execPath, [cli, 'matchh'], { encoding: 'utf8', timeout: 120_000 });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('match [--dry-run] [--json]');
    expect(result.stdout).toContain('verify-ledger');
  });
});

describe('progress on stderr', () => {
  it('stays quiet for the first second, then prints at most a line a second', () => {
    const lines: string[] = [];
    let now = 0;
    const progress = progressPrinter(
      (line) => void lines.push(line),
      () => now,
    );
    progress({ phase: 'reading', done: 0, total: 1 });
    now = 900;
    progress({ phase: 'planning', done: 10, total: 100 });
    now = 1000;
    progress({ phase: 'planning', done: 50, total: 100 });
    now = 1500;
    progress({ phase: 'planning', done: 70, total: 100 });
    now = 2100;
    progress({ phase: 'writing', done: 3, total: 40 });
    expect(lines).toEqual(['planning: 50 of 100', 'writing: 3 of 40']);
  });
});
