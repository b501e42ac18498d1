import { createHash } from 'node:crypto';
import { type DomainError, execute, type PasswordHasher, signIn, type UseCaseContext } from '@coach/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testContext } from '../testing/test-context.ts';
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-databases.ts';
import { createPostgresRateLimiter } from './rate-limiter.ts';
import { createPersistence } from './repositories/index.ts';

/** A fast stand-in for argon2 that counts how many real password checks were made. */
function countingHasher() {
  const hasher = {
    checks: 0,
    hash: async (password: string) => `plain:${password}`,
    async verify(storedHash: string | null, password: string) {
      if (storedHash !== null) hasher.checks += 1;
      // A little latency, so that concurrent attempts really overlap.
      await new Promise((resolve) => setTimeout(resolve, 20));
      return storedHash === `plain:${password}`;
    },
  } satisfies PasswordHasher & { checks: number };
  return hasher;
}

describe.each(testDatabaseKinds())('sign-in against %s', (kind) => {
  let test: TestDatabase;
  let hasher: ReturnType<typeof countingHasher>;
  let ctx: UseCaseContext;

  beforeAll(async () => {
    test = await openTestDatabase(kind);
  });
  afterAll(() => test.dispose());
  beforeEach(async () => {
    await test.database.db.execute(sql`truncate sessions, accounts, sign_in_throttles, rate_limits cascade`);
    hasher = countingHasher();
    const db = test.database.db;
    // The fast test tier's context, with this database's persistence and rate limits.
    ctx = testContext({
      start: new Date(),
      ports: { passwordHasher: hasher, rateLimiter: createPostgresRateLimiter(db), ...createPersistence(db) },
    }).anonymous;
    await ctx.unitOfWork.run(({ repositories }) =>
      repositories.accounts.insert({
        name: 'Ayşe',
        surname: 'Yılmaz',
        email: 'ayse@example.com',
        passwordHash: 'plain:Member!2345',
        accountRoleType: 'User',
        emailVerifiedAt: new Date(),
      }),
    );
  });

  it('stores only the SHA-256 of the session token, never the token', async () => {
    const { token } = await execute(signIn, ctx, { email: 'ayse@example.com', password: 'Member!2345' });
    const rows = await test.database.db.execute(sql`select * from sessions`);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(token);
    expect(stored).toContain(createHash('sha256').update(token).digest('hex'));
  });

  it.runIf(kind === 'postgres')(
    'lets no more than five of many concurrent wrong guesses be checked',
    async () => {
      const attempts = Array.from({ length: 25 }, () =>
        execute(signIn, ctx, { email: 'ayse@example.com', password: 'wrong-guess' }).catch(
          (error: DomainError) => error.code,
        ),
      );
      const codes = await Promise.all(attempts);
      expect(hasher.checks).toBe(5);
      expect(codes.filter((code) => code === 4004)).toHaveLength(5);
      expect(codes.filter((code) => code === 4030)).toHaveLength(20);
      // Even the right password is refused until the lock ends.
      await expect(
        execute(signIn, ctx, { email: 'ayse@example.com', password: 'Member!2345' }),
      ).rejects.toMatchObject({
        code: 4030,
      });
    },
  );

  it.runIf(kind === 'postgres')(
    'lets twenty simultaneous right passwords all in, none counted as a failure',
    async () => {
      const attempts = Array.from({ length: 20 }, () =>
        execute(signIn, ctx, { email: 'ayse@example.com', password: 'Member!2345' }).then(
          (result) => (result.token ? 'opened' : 'no token'),
          (error: DomainError) => error.code,
        ),
      );
      expect(await Promise.all(attempts)).toEqual(Array.from({ length: 20 }, () => 'opened'));
      expect(hasher.checks).toBe(20);
      // Every place was freed and nothing counted: the series is as a fresh one.
      const series = await ctx.unitOfWork.run(({ repositories }) =>
        repositories.signInThrottles.lockSeries('ayse@example.com', undefined),
      );
      expect(series).toEqual({ failedSignInCount: 0, signInLockedUntil: null, checksStartedAt: [] });
    },
  );
});
