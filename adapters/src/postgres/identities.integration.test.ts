import {
  type IdentityFlow,
  isDomainError,
  type NewAccount,
  type ReadRepositories,
  type Repositories,
  type UnitOfWork,
} from '@coach/core';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockWaiting } from '../testing/lock-waiters.ts';
import { openTestDatabase, type TestDatabase } from '../testing/test-databases.ts';
import { createPersistence } from './repositories/index.ts';
import * as schema from './schema/index.ts';

/** A promise to wait on and the function that settles it. */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** What a racing call answered: its value, or the catalogue key of its refusal. Anything else fails. */
function outcomeOf<T>(call: Promise<T>): Promise<T | string> {
  return call.catch((error: unknown) => {
    if (isDomainError(error)) return error.key;
    throw error;
  });
}

// Concurrency needs a server that runs transactions at once: PGlite is one connection in one process.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'identity flows and links under concurrency on PostgreSQL (skipped without TEST_DATABASE_URL)',
  () => {
    let test: TestDatabase;
    /** A pool with a connection for every racing transaction and the test's own reads. */
    let client: postgres.Sql;
    let unitOfWork: UnitOfWork;
    let reads: ReadRepositories;
    let accounts = 0;

    beforeAll(async () => {
      test = await openTestDatabase('postgres');
      client = postgres(test.url as string, { max: 10, onnotice: () => {} });
      ({ unitOfWork, repositories: reads } = createPersistence(drizzle(client, { schema })));
    });
    afterAll(async () => {
      await client.end();
      await test.dispose();
    });

    const write = <T>(work: (repositories: Repositories) => Promise<T>) =>
      unitOfWork.run(({ repositories }) => work(repositories));

    async function account(): Promise<string> {
      accounts += 1;
      const created: NewAccount = {
        name: 'Ayşe',
        surname: 'Yılmaz',
        email: `identity${accounts}@example.com`,
        passwordHash: 'hash',
        accountRoleType: 'User',
      };
      return (await write((repositories) => repositories.accounts.insert(created))).id;
    }

    const untilWaiting = (count: number, settled: Promise<unknown>) =>
      lockWaiting(client).untilWaiting(count, settled);

    it('hands a flow out once when five callbacks take its state at once', async () => {
      const now = new Date();
      const flow: IdentityFlow = {
        stateHash: 'raced-state-hash',
        browserBindingHash: 'binding-hash',
        provider: 'oidc',
        intent: 'signIn',
        accountId: null,
        codeVerifier: 'verifier',
        nonce: 'nonce',
        language: 'tr',
        createdAt: now,
        expiresAt: new Date(now.getTime() + 600_000),
      };
      await write(({ identityFlows }) => identityFlows.saveFlow(flow));

      // Whoever deletes the row first keeps its transaction open until the other four wait on that row.
      const gate = signal();
      const takes = Array.from({ length: 5 }, () =>
        write(async ({ identityFlows }) => {
          const taken = await identityFlows.takeFlow(flow.stateHash);
          if (taken) await gate.promise;
          return taken;
        }),
      );
      const all = Promise.all(takes);
      await untilWaiting(4, all);
      gate.resolve();

      const taken = await all;
      expect(taken.filter((answer) => answer !== null)).toEqual([flow]);
      expect(taken.filter((answer) => answer === null)).toHaveLength(4);
      expect(await write(({ identityFlows }) => identityFlows.takeFlow(flow.stateHash))).toBeNull();
    });

    it('links a provider account once when two accounts link it at once', async () => {
      const first = await account();
      const second = await account();

      // The first insert stays uncommitted until the second waits on the unique index behind it.
      const gate = signal();
      const links = [first, second].map((accountId) =>
        outcomeOf(
          write(async ({ externalIdentities }) => {
            const linked = await externalIdentities.link({
              accountId,
              provider: 'google',
              subject: 'raced-subject',
              email: 'ayse@gmail.example',
              linkedAt: new Date(),
            });
            await gate.promise;
            return linked.accountId;
          }),
        ),
      );
      const all = Promise.all(links);
      await untilWaiting(1, all);
      gate.resolve();

      const outcomes = await all;
      expect(outcomes.filter((outcome) => outcome === 'identityLinkedElsewhere')).toHaveLength(1);
      const winner = outcomes.find((outcome) => outcome !== 'identityLinkedElsewhere');
      expect([first, second]).toContain(winner);
      expect(
        (await reads.externalIdentities.findByProviderSubject('google', 'raced-subject'))?.accountId,
      ).toBe(winner);
      const linkedOf = async (accountId: string) =>
        (await reads.externalIdentities.listOfAccount(accountId)).length;
      expect((await linkedOf(first)) + (await linkedOf(second))).toBe(1);
    });
  },
);
