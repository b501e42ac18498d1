import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { dbSchema } from '@coach/adapters';
import { createFastPasswordHasher } from '@coach/adapters/testing/fast-password-hasher';
import { movableClock } from '@coach/adapters/testing/movable-clock';
import { testAccountInput, testContext } from '@coach/adapters/testing/test-context';
import { openTestDatabase, type TestDatabaseKind } from '@coach/adapters/testing/test-databases';
import type { CreateAccountInput } from '@coach/core';
import { createAccount } from '@coach/core/accounts/create-account';
import { execute } from '@coach/core/shared/use-case';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../app.ts';
import { compose, systemContextOf } from '../composition.ts';
import { type Config, readConfig } from '../config.ts';

export { type TestDatabaseKind, testDatabaseKinds } from '@coach/adapters/testing/test-databases';

/**
 * The one store an HTTP test runs on. A route test proves the route: its guard, schemas, answers
 * and the use case behind it. That the stores answer alike is the repository contract's work (on
 * memory, PGlite and PostgreSQL), and the SQL-only behaviours (locks, outages, the seed, the CLI)
 * keep their tests on both SQL stores. PostgreSQL when TEST_DATABASE_URL names one, as deployed;
 * else PGlite, as `npm start` runs. Each HTTP file ran on both: a third of the unit tier's time
 * for a second proof of what the contract proves (docs/adr/0029).
 */
export function routeTestKinds(): [TestDatabaseKind] {
  return [process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'];
}
export { movableClock };

/** A minimal build output: the host's index.html and one hashed asset, and each remote's entry files. */
export function writeFakeDist(root: string): Config['staticRoots'] {
  const write = (path: string, content: string) => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  };
  const host = join(root, 'host');
  write(
    join(host, 'index.html'),
    '<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>Koçluk</title></head><body><div id="root"></div><script src="/static/js/index.1a2b3c4d.js"></script></body></html>',
  );
  write(join(host, 'static/js/index.1a2b3c4d.js'), 'console.log("host");');
  // Large enough (over 1 KiB) for the response to be compressed.
  write(join(host, 'static/js/vendor.9a8b7c6d.js'), 'var vendor = "react";\n'.repeat(200));
  write(join(host, 'favicon.ico'), 'icon');
  const remote = (dir: string) => {
    write(join(root, dir, 'mf-manifest.json'), '{"id":"remote"}');
    write(join(root, dir, 'remoteEntry.js'), 'var remote;');
    write(join(root, dir, 'static/js/async/page.5e6f7a8b.js'), 'var page;');
    return join(root, dir);
  };
  return {
    host,
    prerendered: join(host, 'prerendered'),
    remotes: {
      public_site: remote('public-site'),
      member_app: remote('member-app'),
      admin_app: remote('admin-app'),
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The configuration of a test app, with a fake front-end build in a temporary folder. */
function testConfig(options: Pick<TestAppOptions, 'environment' | 'withoutDist'>) {
  const distRoot = mkdtempSync(join(tmpdir(), 'coach-dist-'));
  const baseConfig = readConfig(options.environment ?? {});
  const config: Config = {
    ...baseConfig,
    staticRoots: options.withoutDist
      ? {
          ...baseConfig.staticRoots,
          host: join(distRoot, 'missing'),
          prerendered: join(distRoot, 'missing/prerendered'),
        }
      : writeFakeDist(distRoot),
  };
  return { config, distRoot };
}

export type HttpTestApp = Awaited<ReturnType<typeof createHttpTestApp>>;

/**
 * The real application on the fast test tier's in-memory ports, for tests of HTTP behaviour
 * (headers, limits, routing, static files) that need no database: no PGlite to start and migrate.
 */
export async function createHttpTestApp(options: Pick<TestAppOptions, 'environment' | 'withoutDist'> = {}) {
  const { config, distRoot } = testConfig(options);
  const world = testContext({ start: new Date() });
  const app = buildApp({
    ports: world.ports,
    databaseIsReachable: async () => true,
    logger: pino({ level: 'silent' }),
    config,
  });
  return {
    app,
    /** The fake front-end build, for tests that add or remove files (pre-rendered pages, siblings). */
    staticRoots: config.staticRoots,
    clock: world.clock,
    createAccount: world.createAccount,
    async close() {
      rmSync(distRoot, { recursive: true, force: true });
    },
  };
}

export interface TestAppOptions {
  readonly environment?: Record<string, string>;
  readonly withoutDist?: boolean;
  /** PGlite in memory (the default), or a PostgreSQL database of its own (TEST_DATABASE_URL). */
  readonly database?: TestDatabaseKind;
  /**
   * `fast` (the default): the server's tests are about HTTP, and argon2 at 46 MiB costs tens of
   * milliseconds per sign-in. `argon2` keeps the real composition's hasher.
   */
  readonly passwordHasher?: 'fast' | 'argon2';
}

/**
 * The real application on a fresh database (PGlite in memory, or PostgreSQL), a movable clock and
 * a fake front-end build.
 */
export async function createTestApp(options: TestAppOptions = {}) {
  const testDatabase = await openTestDatabase(options.database ?? 'pglite');
  const { config, distRoot } = testConfig(options);
  const clock = movableClock();
  const composition = await compose(config, {
    clock,
    database: testDatabase.database,
    ...(options.passwordHasher === 'argon2' ? {} : { passwordHasher: createFastPasswordHasher() }),
    logger: pino({ level: 'silent' }),
  });
  const app = buildApp({
    ports: composition.ports,
    databaseIsReachable: composition.database.isReachable,
    logger: composition.logger,
    config,
    sandboxPayments: composition.sandboxPayments,
  });
  const system = systemContextOf(composition);

  return {
    app,
    clock,
    composition,
    async createAccount(input: Partial<CreateAccountInput> & Pick<CreateAccountInput, 'email'>) {
      const created = await execute(createAccount, system, testAccountInput(input));
      return { ...created, id: created.accountId };
    },
    async updateAccount(id: string, values: Partial<typeof dbSchema.accounts.$inferInsert>) {
      await composition.database.db.update(dbSchema.accounts).set(values).where(eq(dbSchema.accounts.id, id));
    },
    async signIn(email: string, password = 'Member!2345') {
      const response = await app.request('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      const body = (await response.json()) as { data: { token: string } };
      if (response.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
      return body.data.token;
    },
    async close() {
      rmSync(distRoot, { recursive: true, force: true });
      await composition.close();
      await testDatabase.dispose();
    },
  };
}
