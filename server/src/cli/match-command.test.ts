import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dbSchema } from '@coach/adapters';
import { createFastPasswordHasher } from '@coach/adapters/testing/fast-password-hasher';
import { minimalPdf } from '@coach/adapters/testing/proof-files';
import { testAccountInput } from '@coach/adapters/testing/test-context';
import { openTestDatabase, type TestDatabaseKind } from '@coach/adapters/testing/test-databases';
import { createAccount, execute, grantOpeningBalance, type Language } from '@coach/core';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Composition, compose, systemContextOf } from '../composition.ts';
import { readConfig } from '../config.ts';
import { testDatabaseKinds } from '../testing/test-app.ts';
import { progressPrinter } from './match-command.ts';
import { runCli } from './run-cli.ts';

// `npm run match` and `npm run cli -- verify-ledger`, run as a person or another tool runs them: the
// command line on a migrated database of each kind, its stdout parsed, its exit code read. The runs
// are in-process (`runCli`); one spawns `server/cli.mjs` to prove the process around it.

const cli = join(import.meta.dirname, '../../cli.mjs');
const day = 86_400_000;

interface Database {
  /** Opens the platform on this database, as `server/cli.mjs` does from the environment. */
  open(): Promise<Composition>;
  dispose(): Promise<void>;
}

const overrides = { passwordHasher: createFastPasswordHasher(), logger: pino({ level: 'silent' }) };

async function databaseOf(kind: TestDatabaseKind): Promise<Database> {
  const test = await openTestDatabase(kind);
  return {
    // The CLI closes what it opens; a composition given a database leaves it open (the test's).
    open: () => compose(readConfig({}), { ...overrides, database: test.database }),
    dispose: () => test.dispose(),
  };
}

interface Outcome {
  readonly stdout: string;
  readonly stderr: string;
  readonly status: number;
}

/** Runs the command line in this process, as `npm run -s cli -- …` runs it in its own. */
async function run(open: () => Promise<Composition>, ...args: string[]): Promise<Outcome> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const output = {
    stdout: (line: string) => void stdout.push(`${line}\n`),
    stderr: (line: string) => void stderr.push(`${line}\n`),
  };
  const status = await runCli(args, output, open);
  return { stdout: stdout.join(''), stderr: stderr.join(''), status };
}

describe.each(testDatabaseKinds())('npm run match on %s', (kind) => {
  let database: Database;
  let composition: Composition;
  const people = { coach: '', coachee: '', english: '', expired: '' };
  const requests = { coach: '', coachee: '', english: '', expired: '' };

  beforeAll(async () => {
    database = await databaseOf(kind);
    composition = await database.open();
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
  });
  afterAll(async () => {
    await composition.close();
    await database.dispose();
  });

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
    const rows = await composition.database.db.select({ id: dbSchema.projects.id }).from(dbSchema.projects);
    return rows.length;
  }

  it('--dry-run --json prints exactly one JSON document of the agreed shape, and writes nothing', async () => {
    const { stdout, stderr, status } = await run(database.open, 'match', '--dry-run', '--json');
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

  it('--dry-run prints the pairs, the unmatched requests with their reasons and a summary', async () => {
    // A plan keeps nothing: it has no run id to print.
    const { stdout, status } = await run(database.open, 'match', '--dry-run');
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
    expect(stdout).not.toContain('Kept as matching run');
  });

  it('without --dry-run writes the pairs; a second run finds nothing more to pair', async () => {
    const first = await run(database.open, 'match', '--json');
    expect(first.status, first.stderr).toBe(0);
    const document = JSON.parse(first.stdout);
    expect(document.pairs).toEqual([expectedPair()]);
    expect(document).not.toHaveProperty('written');
    expect(await projectCount()).toBe(1);
    // The run is kept, as the command line's, under the id it printed.
    const kept = await composition.ports.repositories.matchingRuns.find(document.matchingRunId);
    expect(kept).toMatchObject({ trigger: 'command_line', startedByAccountId: null, pairs: 1, unmatched: 2 });

    const second = await run(database.open, 'match', '--json');
    expect(second.status).toBe(0);
    const again = JSON.parse(second.stdout);
    expect(again.pairs).toEqual([]);
    expect(byRequest(again.unmatched)).toEqual(expectedUnmatched());
    expect(again.summary).toMatchObject({ coachRequests: 1, coacheeRequests: 1, pairs: 0 });
    expect(await projectCount()).toBe(1);

    // A person at a terminal is told the id to open the run later.
    const third = await run(database.open, 'match');
    expect(third.status, third.stderr).toBe(0);
    const [, printedId] = /Kept as matching run ([0-9a-f-]{36}):/.exec(third.stdout) ?? [];
    expect(await composition.ports.repositories.matchingRuns.find(printedId ?? '')).toMatchObject({
      trigger: 'command_line',
      pairs: 0,
      unmatched: 2,
    });
  });

  it.skipIf(kind === 'pglite')(
    'exits 1 with the reason on stderr, and nothing on stdout, while another run holds the lock',
    async () => {
      await composition.ports.unitOfWork.run(async (tx) => {
        expect(await tx.repositories.locks.tryLock('matching.write')).toBe(true);
        const { stdout, stderr, status } = await run(database.open, 'match', '--json');
        expect(status).toBe(1);
        expect(stdout).toBe('');
        expect(stderr).toContain('Error 4054: A matching run is in progress.');
      });
    },
  );

  it('verify-ledger exits 0 when every balance is the sum of its entries, and 1 naming each difference', async () => {
    const fine = await run(database.open, 'verify-ledger');
    expect(fine.status, fine.stderr).toBe(0);
    expect(fine.stdout).toMatch(
      /^Ledger verified: the balance of each of 4 accounts equals the sum of its entries\.\n$/,
    );

    await composition.database.db
      .update(dbSchema.accounts)
      .set({ score: 11 })
      .where(eq(dbSchema.accounts.id, people.coach));
    const broken = await run(database.open, 'verify-ledger');
    expect(broken.status).toBe(1);
    expect(broken.stdout).toContain('Ledger differs for 1 of 4 accounts:');
    expect(broken.stdout).toContain(`${people.coach}: balance 11, sum of entries 10 (difference 1)`);

    // Put it right: every test database is checked the same way when it is thrown away.
    await composition.database.db
      .update(dbSchema.accounts)
      .set({ score: 10 })
      .where(eq(dbSchema.accounts.id, people.coach));
  });
});

describe('npm run cli', () => {
  it('prints the usage and exits 1 for an unknown command, without opening the database', async () => {
    let opened = false;
    const { stdout, status } = await run(async () => {
      opened = true;
      throw new Error('must not open');
    }, 'matchh');
    expect(status).toBe(1);
    expect(opened).toBe(false);
    expect(stdout).toContain('match [--dry-run] [--json]');
    expect(stdout).toContain('verify-ledger');
  });

  it('fails when the database cannot be reached, printing nothing on stdout', async () => {
    const stdout: string[] = [];
    const outcome = runCli(
      ['match', '--json'],
      { stdout: (line) => stdout.push(line), stderr: () => {} },
      () => compose(readConfig({ DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none' }), overrides),
    );
    // Thrown (the process dies with the error and exit code 1) or answered with a code: never 0.
    expect(await outcome.catch(() => 1)).not.toBe(0);
    expect(stdout).toEqual([]);
  });

  /**
   * A migrated database for the spawned run, named by environment variables: a PostgreSQL database
   * of its own when there is a server to test against (it opens at once), else a PGlite directory
   * (made by an in-process start: an initdb and the migrations, seconds).
   */
  async function databaseForAProcess(): Promise<{ env: Record<string, string>; dispose(): Promise<void> }> {
    if (process.env.TEST_DATABASE_URL) {
      const test = await openTestDatabase('postgres');
      return { env: { DATABASE_URL: test.url as string }, dispose: () => test.dispose() };
    }
    const dataDir = mkdtempSync(join(tmpdir(), 'coach-match-'));
    const migrated = await compose(readConfig({ DATA_DIR: dataDir }), overrides);
    await migrated.database.migrate();
    await migrated.close();
    return {
      env: { DATA_DIR: dataDir },
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }

  it('runs as its own process: `npm run match --dry-run --json` exits 0 with the JSON document', async () => {
    const database = await databaseForAProcess();
    try {
      const { DATABASE_URL: _outer, ...env } = process.env;
      const result = await new Promise<{ status: number | null; stdout: string; stderr: string }>(
        (resolve) => {
          execFile(
            process.execPath,
            [cli, 'match', '--dry-run', '--json'],
            { encoding: 'utf8', env: { ...env, LOG_LEVEL: 'silent', ...database.env } },
            (error, stdout, stderr) =>
              resolve({ status: error ? (error.code as number) : 0, stdout, stderr }),
          );
        },
      );
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout.trim().split('\n')).toHaveLength(1);
      expect(JSON.parse(result.stdout)).toMatchObject({
        pairs: [],
        unmatched: [],
        summary: { coachRequests: 0, coacheeRequests: 0, pairs: 0 },
      });
    } finally {
      await database.dispose();
    }
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
