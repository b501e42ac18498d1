import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../clock.ts';
import { type Database, openDatabase } from '../postgres/database.ts';
import { createPersistence } from '../postgres/repositories/index.ts';
import { jobRuns } from '../postgres/schema/jobs.ts';
import { openTestDatabase, type TestDatabase } from '../testing/test-databases.ts';
import type { JobDefinition } from './job-definition.ts';
import { createPostgresJobLocks, type JobLocks } from './job-locks.ts';
import { createScheduler } from './scheduler.ts';

const silent = { info: () => {}, error: () => {} };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Two server instances need a database both reach: PGlite is one process's one connection.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two scheduler instances on PostgreSQL (skipped without TEST_DATABASE_URL: PGlite serves one process)',
  () => {
    let test: TestDatabase;
    let second: Database;
    beforeAll(async () => {
      test = await openTestDatabase('postgres');
      second = await openDatabase({ databaseUrl: test.url });
    });
    afterAll(async () => {
      await second.close();
      await test.dispose();
    });

    it('runs a job once per tick, whichever instance gets there first', async () => {
      let runs = 0;
      const job: JobDefinition = {
        name: 'test.everySecond',
        description: 'Counts its runs',
        schedule: '* * * * * *',
        timezone: 'UTC',
        enabled: true,
        async run() {
          runs++;
          await pause(20);
          return { runs };
        },
      };
      const instances = [test.database, second].map((database, index) => {
        const locks = createPostgresJobLocks(test.url as string);
        // The second instance reaches each tick 150 ms late (a busy event loop, a slower machine):
        // by then the first has finished and freed the lock, so the lock alone would let it run.
        const late: JobLocks = {
          ...locks,
          async tryAcquire(name) {
            await pause(150);
            return locks.tryAcquire(name);
          },
        };
        const deps = {
          ...createPersistence(database.db),
          clock: systemClock,
          locks: index === 0 ? locks : late,
          instance: `i${index}`,
        };
        return { locks, scheduler: createScheduler(deps, [job], silent) };
      });
      for (const { scheduler } of instances) scheduler.start();
      await pause(4200);
      for (const { scheduler, locks } of instances) {
        await scheduler.stop();
        await locks.close();
      }

      const runsPerSecond = new Map<number, number>();
      for (const run of await test.database.db.select().from(jobRuns)) {
        const second = Math.floor(run.startedAt.getTime() / 1000);
        runsPerSecond.set(second, (runsPerSecond.get(second) ?? 0) + 1);
      }
      const perTick = [...runsPerSecond.values()];
      expect(perTick.length, 'ticks in about four seconds').toBeGreaterThanOrEqual(3);
      expect(new Set(perTick), 'one run per tick').toEqual(new Set([1]));
      expect(runs).toBe(perTick.length);
    });
  },
);
