import { type Account, execute, isDomainError, unlinkIdentity } from '@coach/core';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityProviders } from '../identity/identity-providers.ts';
import { createPersistence } from '../postgres/repositories/index.ts';
import * as schema from '../postgres/schema/index.ts';
import { lockWaiting } from '../testing/lock-waiters.ts';
import { testContext } from '../testing/test-context.ts';
import { openTestDatabase, type TestDatabase } from '../testing/test-databases.ts';

/** What a racing call answered: done, or the catalogue key of its refusal. Anything else fails. */
const outcomeOf = (call: Promise<unknown>) =>
  call.then(
    () => 'done',
    (error: unknown) => {
      if (isDomainError(error)) return error.key;
      throw error;
    },
  );

// Concurrency needs a server that runs transactions at once: PGlite is one connection in one process.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'unlinking under concurrency on PostgreSQL (skipped without TEST_DATABASE_URL)',
  () => {
    let test: TestDatabase;
    let client: postgres.Sql;

    beforeAll(async () => {
      test = await openTestDatabase('postgres');
      client = postgres(test.url as string, { max: 10, onnotice: () => {} });
    });
    afterAll(async () => {
      await client.end();
      await test.dispose();
    });

    it('leaves one of the last two providers when both are unlinked at once: the account row is locked first', async () => {
      const world = testContext({
        start: new Date(),
        ports: {
          ...createPersistence(drizzle(client, { schema })),
          // Both enabled, so each is a way in; neither is asked anything.
          identityProviders: createIdentityProviders({
            publicBaseUrl: 'http://localhost:3000',
            google: { clientId: 'google-client', clientSecret: 'google-secret' },
            oidc: { issuer: 'http://127.0.0.1:9', clientId: 'school', clientSecret: 'secret', label: 'Okul' },
          }),
        },
      });
      const ayse = await world.createAccount({ email: 'ayse@example.com', password: null });
      const linkedAt = world.clock.now();
      await world.ports.unitOfWork.run(async ({ repositories }) => {
        await repositories.externalIdentities.link({
          accountId: ayse.id,
          provider: 'oidc',
          subject: 'a',
          email: null,
          linkedAt,
        });
        await repositories.externalIdentities.link({
          accountId: ayse.id,
          provider: 'google',
          subject: 'b',
          email: null,
          linkedAt,
        });
      });
      const ctx = world.as({
        kind: 'account',
        accountId: ayse.id,
        role: 'User',
        sessionId: 'test',
        account: ayse as Account,
      });

      // Another transaction holds Ayşe's row until both unlinks wait behind it, so they truly overlap.
      // The unlinks start only once it holds the row: started earlier, one could take the row first
      // and finish, leaving the holder and the other unlink waiting on each other's turn forever.
      let release: () => void = () => {};
      let locked: () => void = () => {};
      const rowLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const holding = world.ports.unitOfWork.run(async ({ repositories }) => {
        await repositories.accounts.findByIdForUpdate(ayse.id);
        locked();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      });
      await rowLocked;
      const unlinks = Promise.all([
        outcomeOf(execute(unlinkIdentity, ctx, { provider: 'oidc' })),
        outcomeOf(execute(unlinkIdentity, ctx, { provider: 'google' })),
      ]);
      try {
        await lockWaiting(client).untilWaiting(2, unlinks);
      } finally {
        release();
        await holding;
      }

      expect((await unlinks).sort()).toEqual(['done', 'lastSignInMethod']);
      expect(await world.ports.repositories.externalIdentities.listOfAccount(ayse.id)).toHaveLength(1);
    });
  },
);
