import {
  endOverdueProjects,
  execute,
  expireClosingRequests,
  isDomainError,
  type JobCounts,
  type Repositories,
  runMatching,
  sendDeadlineWarnings,
  type UseCaseContext,
} from '@coach/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../clock.ts';
import { type Database, openDatabase } from '../postgres/database.ts';
import { createPersistence } from '../postgres/repositories/index.ts';
import { rowsOf } from '../postgres/repositories/sql-arrays.ts';
import { jobRuns } from '../postgres/schema/jobs.ts';
import { testContext } from '../testing/test-context.ts';
import { insertMatchingLoad, openTestDatabase, type TestDatabase } from '../testing/test-databases.ts';
import type { JobDefinition } from './job-definition.ts';
import { createPostgresJobLocks, type JobLocks } from './job-locks.ts';
import { createScheduler } from './scheduler.ts';

const silent = { info: () => {}, error: () => {} };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const day = 86_400_000;

/**
 * The projects' jobs as server/src/jobs defines them (the same names and use cases, run as the
 * system), every second instead of their production schedules. The matching job's working-day rule
 * lives in the server's job and is left out: the test must not depend on the day it runs on.
 */
function projectJobs(ctx: UseCaseContext): JobDefinition[] {
  const job = (name: string, run: () => Promise<JobCounts>): JobDefinition => ({
    name,
    description: name,
    schedule: '* * * * * *',
    timezone: 'UTC',
    enabled: true,
    run,
  });
  return [
    job('projects.match', async (): Promise<JobCounts> => {
      try {
        const { summary, unmatched } = await execute(runMatching, ctx, {});
        return {
          coachRequests: summary.coachRequests,
          coacheeRequests: summary.coacheeRequests,
          pairs: summary.pairs,
          unmatched: unmatched.length,
        };
      } catch (error) {
        if (isDomainError(error) && error.key === 'matchingRunning') return { skippedRunInProgress: 1 };
        throw error;
      }
    }),
    job('projects.expireClosingRequests', () => execute(expireClosingRequests, ctx, {})),
    job('projects.endOverdue', () => execute(endOverdueProjects, ctx, {})),
    job('projects.deadlineWarnings', () => execute(sendDeadlineWarnings, ctx, {})),
  ];
}

/**
 * Three open projects, each due for one of the jobs now: one past its deadline, one whose closing
 * request's window has passed, one whose deadline is three days away. Answers their ids.
 */
async function dueProjects(repositories: Repositories, now: Date) {
  let people = 0;
  const person = async () => {
    people += 1;
    const account = await repositories.accounts.insert({
      name: 'Due',
      surname: `Member ${people}`,
      email: `due${people}@example.com`,
      passwordHash: 'hash',
      accountRoleType: 'User',
    });
    return account.id;
  };
  const project = async (startedAt: Date, deadlineAt: Date) => {
    const [coach, coachee] = [await person(), await person()];
    const ask = async (accountId: string, role: 'coach' | 'coachee') => {
      const request = await repositories.projectRequests.insert({
        accountId,
        role,
        languages: ['tr'],
        createdAt: startedAt,
      });
      if (!request) throw new Error('an open request exists already');
      return request.id;
    };
    const [coachRequestId, coacheeRequestId] = [await ask(coach, 'coach'), await ask(coachee, 'coachee')];
    const [created] = await repositories.projects.insertMany([
      {
        coachAccountId: coach,
        coacheeAccountId: coachee,
        coachRequestId,
        coacheeRequestId,
        language: 'tr',
        startedAt,
        deadlineAt,
        matchedByAccountId: null,
        overrideReason: null,
      },
    ]);
    if (!created) throw new Error('the project was not written');
    await repositories.projectRequests.markMatched(
      [
        { requestId: coachRequestId, projectId: created.id },
        { requestId: coacheeRequestId, projectId: created.id },
      ],
      startedAt,
    );
    return created.id;
  };
  const ago = (days: number) => new Date(now.getTime() - days * day);
  const overdue = await project(ago(106), ago(1));
  const expired = await project(ago(30), ago(-75));
  await repositories.projects.insertClosingRequest({
    projectId: expired,
    sessionCount: 3,
    createdAt: ago(6),
    confirmBy: ago(1),
  });
  const warned = await project(ago(102), ago(-3));
  return { overdue, expired, warned };
}

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
      // Three ticks, however long a busy machine takes to reach them.
      await expect
        .poll(async () => (await test.database.db.select().from(jobRuns)).length)
        .toBeGreaterThanOrEqual(3);
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
      expect(perTick.length, 'ticks').toBeGreaterThanOrEqual(3);
      expect(new Set(perTick), 'one run per tick').toEqual(new Set([1]));
      expect(runs).toBe(perTick.length);
    });

    it('runs each projects job once per tick, and writes the pairs of the matching run once', async () => {
      const db = test.database.db;
      const now = systemClock.now();
      await insertMatchingLoad(test.url as string, { size: 2000, now, tag: 'scheduled' });
      const due = await createPersistence(db).unitOfWork.run(({ repositories }) =>
        dueProjects(repositories, now),
      );
      const projectsBefore = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from projects`),
      )[0]?.n;

      const instances = [test.database, second].map((database, index) => {
        const locks = createPostgresJobLocks(test.url as string);
        const late: JobLocks = {
          ...locks,
          async tryAcquire(name) {
            await pause(150);
            return locks.tryAcquire(name);
          },
        };
        const persistence = createPersistence(database.db);
        const ctx = testContext({ ports: { ...persistence, clock: systemClock } }).system;
        const deps = {
          ...persistence,
          clock: systemClock,
          locks: index === 0 ? locks : late,
          instance: `i${index}`,
        };
        return { locks, scheduler: createScheduler(deps, projectJobs(ctx), silent) };
      });
      const startedAt = new Date();
      const jobNames = [
        'projects.match',
        'projects.expireClosingRequests',
        'projects.endOverdue',
        'projects.deadlineWarnings',
      ];
      const runsSinceStart = async () =>
        (await db.select().from(jobRuns)).filter((run) => run.startedAt >= startedAt);
      for (const { scheduler } of instances) scheduler.start();
      // Two ticks of every job, however long a busy machine takes to reach them.
      await expect
        .poll(async () => {
          const runs = await runsSinceStart();
          return Math.min(...jobNames.map((name) => runs.filter((run) => run.job === name).length));
        })
        .toBeGreaterThanOrEqual(2);
      for (const { scheduler, locks } of instances) {
        await scheduler.stop();
        await locks.close();
      }

      const runs = await runsSinceStart();
      for (const name of jobNames) {
        const ofJob = runs.filter((run) => run.job === name);
        const perSecond = new Map<number, number>();
        for (const run of ofJob) {
          const tick = Math.floor(run.startedAt.getTime() / 1000);
          perSecond.set(tick, (perSecond.get(tick) ?? 0) + 1);
        }
        expect(ofJob.length, `${name}: ticks`).toBeGreaterThanOrEqual(2);
        expect(new Set(perSecond.values()), `${name}: one run per tick`).toEqual(new Set([1]));
        expect(
          ofJob.every((run) => run.outcome === 'succeeded'),
          `${name}: ${JSON.stringify(ofJob)}`,
        ).toBe(true);
      }

      // The matching: one run wrote the pairs; the later ticks found nothing left to pair.
      const matching = runs.filter((run) => run.job === 'projects.match');
      const writing = matching.filter((run) => (run.counts.pairs ?? 0) > 0);
      expect(writing).toHaveLength(1);
      expect(matching.some((run) => run.counts.skippedRunInProgress)).toBe(false);
      const pairs = writing[0]?.counts.pairs ?? 0;
      const [state] = rowsOf<{ projects: number; requests: number; matchedMails: number }>(
        await db.execute(sql`select (select count(*)::int from projects) as projects,
          (select count(distinct id)::int from (
            select coach_request_id as id from projects union all select coachee_request_id from projects
          ) as paired) as requests,
          (select count(*)::int from outbox where template = 'projectMatched') as "matchedMails"`),
      );
      expect(state?.projects).toBe((projectsBefore ?? 0) + pairs);
      expect(state?.requests, 'each request in one project at most').toBe((state?.projects ?? 0) * 2);
      expect(state?.matchedMails).toBe(2 * pairs);

      // The other jobs: each due project handled once (its points and mails once).
      const effects = rowsOf<{
        id: string;
        state: string;
        entries: string[] | null;
        notices: string[] | null;
      }>(
        await db.execute(sql`select p.id, p.state,
            (select array_agg(reason order by reason) from ledger_entries where project_id = p.id) as entries,
            (select array_agg(kind) from project_notices where project_id = p.id) as notices
          from projects p where p.id in (${due.overdue}, ${due.expired}, ${due.warned})`),
      );
      const of = (id: string) => effects.find((row) => row.id === id);
      expect(of(due.overdue)).toMatchObject({
        state: 'aborted_by_system',
        entries: ['unclosed_penalty', 'unclosed_penalty'],
      });
      expect(of(due.expired)).toMatchObject({ state: 'completed_by_system', entries: ['coach_sessions'] });
      expect(of(due.warned)).toMatchObject({ state: 'open', entries: null, notices: ['deadline_in_7_days'] });
      const mails = rowsOf<{ template: string; n: number }>(
        await db.execute(sql`select template, count(*)::int as n from outbox
          where template <> 'projectMatched' group by template order by template`),
      );
      expect(mails).toEqual([
        { template: 'projectCompleted', n: 2 },
        { template: 'projectDeadlineWarning', n: 2 },
        { template: 'projectEndedBySystem', n: 2 },
      ]);
    });
  },
);
