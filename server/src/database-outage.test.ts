import { openDatabase } from '@coach/adapters';
import { createFastPasswordHasher } from '@coach/adapters/testing/fast-password-hasher';
import { testAccountInput } from '@coach/adapters/testing/test-context';
import { openTestDatabase, type TestDatabase } from '@coach/adapters/testing/test-databases';
import { createAccount, execute } from '@coach/core';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { compose, systemContextOf } from './composition.ts';
import { readConfig } from './config.ts';
import { startServer } from './start-server.ts';
import { readJson } from './testing/read-json.ts';
import { startTcpProxy, type TcpProxy } from './testing/tcp-proxy.ts';

// The database taken away and given back, through a TCP proxy in this process between the server
// and the PostgreSQL every test shares (which is never stopped): calls answer 503 / 4098 with
// Retry-After while it is away and 200 again once it is back, with nothing restarted; and a server
// started while it is away waits for it, one log line per attempt (ADR 0037).

const runs = Boolean(process.env.TEST_DATABASE_URL);

let testDatabase: TestDatabase;
beforeAll(async () => {
  if (runs) testDatabase = await openTestDatabase('postgres');
});
afterAll(async () => {
  await testDatabase?.dispose();
});

/** A proxy to the test database and the database's URL through it. */
async function proxied(options: { startCut?: boolean } = {}): Promise<{ proxy: TcpProxy; url: string }> {
  const direct = new URL(testDatabase.url as string);
  const proxy = await startTcpProxy({
    targetHost: direct.hostname,
    targetPort: Number(direct.port || 5432),
    ...options,
  });
  const url = new URL(direct);
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  return { proxy, url: url.toString() };
}

const config = () => ({
  ...readConfig({}),
  staticRoots: { ...readConfig({}).staticRoots, host: '/nonexistent' },
});

describe.skipIf(!runs)('while PostgreSQL cannot be reached', () => {
  it('calls answer 503 / 4098 with Retry-After, and 200 again once it is back, without a restart', async () => {
    const { proxy, url } = await proxied();
    const database = await openDatabase({ databaseUrl: url });
    const composition = await compose(config(), {
      database,
      passwordHasher: createFastPasswordHasher(),
      logger: pino({ level: 'silent' }),
    });
    const app = buildApp({
      ports: composition.ports,
      databaseIsReachable: database.isReachable,
      logger: composition.logger,
      config: config(),
    });
    try {
      await execute(
        createAccount,
        systemContextOf(composition),
        testAccountInput({ email: 'outage@example.com' }),
      );
      const signIn = () =>
        app.request('/api/auth/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
          body: JSON.stringify({ email: 'outage@example.com', password: 'Member!2345' }),
        });
      const token = (await readJson(await signIn())).data.token as string;
      const userInfo = () =>
        app.request('/api/auth/userinfo', {
          headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'en' },
        });
      expect((await userInfo()).status).toBe(200);

      await proxy.cut();
      // The pool's sockets are gone; the first call may still be finding out.
      await expect.poll(async () => (await userInfo()).status).toBe(503);
      for (const response of [
        await userInfo(),
        await signIn(),
        await app.request('/api/health/ready', { headers: { 'Accept-Language': 'en' } }),
      ]) {
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toBe('5');
        expect(await readJson(response)).toEqual({
          code: 4098,
          message: expect.stringContaining('try again in 5 seconds'),
          data: { retryAfterSeconds: 5 },
        });
      }

      await proxy.restore();
      await expect.poll(async () => (await userInfo()).status).toBe(200);
      expect((await signIn()).status).toBe(200);
      expect((await app.request('/api/health/ready')).status).toBe(200);
    } finally {
      await composition.close();
      await database.close();
      await proxy.close();
    }
  });

  it('a starting server waits, logging each attempt, and starts once the database answers', async () => {
    const { proxy, url } = await proxied({ startCut: true });
    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line).msg) });
    const starting = startServer({ ...config(), databaseUrl: url, databaseWaitSeconds: 60, port: 0 }, logger);
    try {
      await expect.poll(() => lines.length).toBeGreaterThan(0);
      expect(lines[0]).toMatch(
        new RegExp(
          `^database not reachable at 127\\.0\\.0\\.1:${proxy.port} \\(ECONNREFUSED\\), retrying in 0\\.5 s \\(attempt 1 of 15\\)$`,
        ),
      );
      await proxy.restore();
      const server = await starting;
      try {
        const ready = await fetch(`http://127.0.0.1:${server.port}/api/health/ready`);
        expect(ready.status).toBe(200);
      } finally {
        await server.close();
      }
    } finally {
      await proxy.close();
    }
  });

  it('a starting server gives up after DATABASE_WAIT_SECONDS and says why', async () => {
    const { proxy, url } = await proxied({ startCut: true });
    const logger = pino({ level: 'silent' });
    try {
      await expect(
        startServer({ ...config(), databaseUrl: url, databaseWaitSeconds: 1, port: 0 }, logger),
      ).rejects.toThrow(
        `database not reachable at 127.0.0.1:${proxy.port} (ECONNREFUSED) after 2 attempts in 1 s`,
      );
    } finally {
      await proxy.close();
    }
  });
});
