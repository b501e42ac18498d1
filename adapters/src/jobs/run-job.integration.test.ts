import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../clock.ts';
import { createPersistence } from '../postgres/repositories/index.ts';
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-databases.ts';
import type { JobDefinition } from './job-definition.ts';
import { createInProcessJobLocks, createPostgresJobLocks, type JobLocks } from './job-locks.ts';
import { type JobRunnerDeps, runJob } from './run-job.ts';

const job = (run: JobDefinition['run'], name = 'test.job'): JobDefinition => ({
  name,
  description: 'A job for tests',
  schedule: '0 3 * * *',
  timezone: 'Europe/Istanbul',
  enabled: true,
  run,
});

describe.each(testDatabaseKinds())('running a job on %s', (kind) => {
  let test: TestDatabase;
  let locks: JobLocks;
  let deps: JobRunnerDeps;

  beforeAll(async () => {
    test = await openTestDatabase(kind);
    locks = test.url ? createPostgresJobLocks(test.url) : createInProcessJobLocks();
    deps = { ...createPersistence(test.database.db), clock: systemClock, locks, instance: 'test:1' };
  });
  afterAll(async () => {
    await locks.close();
    await test.dispose();
  });
  beforeEach(() => test.database.db.execute(sql`truncate job_runs`));

  it('records a run: trigger, instance, start, end, outcome and counts', async () => {
    const result = await runJob(
      deps,
      job(async () => ({ deleted: 3 })),
      'manual',
    );
    expect(result.status).toBe('ran');
    const [run] = await deps.repositories.jobRuns.latestOf(['test.job'], 5);
    expect(run).toMatchObject({
      job: 'test.job',
      trigger: 'manual',
      instance: 'test:1',
      outcome: 'succeeded',
    });
    expect(run?.counts).toEqual({ deleted: 3 });
    expect(run?.finishedAt?.getTime()).toBeGreaterThanOrEqual(run?.startedAt.getTime() ?? Infinity);
  });

  it('records a failed run with its error, and hands the error back for the log', async () => {
    const result = await runJob(
      deps,
      job(async () => Promise.reject(new TypeError('no mail server'))),
      'manual',
    );
    expect(result).toMatchObject({ status: 'ran', run: { outcome: 'failed' }, error: expect.any(TypeError) });
    const [run] = await deps.repositories.jobRuns.latestOf(['test.job'], 5);
    expect(run).toMatchObject({ outcome: 'failed', error: 'TypeError: no mail server', counts: {} });
  });

  it('does nothing, and records nothing, while the job runs elsewhere', async () => {
    let finish = () => {};
    const slow = runJob(
      deps,
      job(() => new Promise((resolve) => (finish = () => resolve({})))),
      'manual',
    );
    await expect.poll(() => deps.repositories.jobRuns.latestOf(['test.job'], 5)).toHaveLength(1);
    expect(
      await runJob(
        deps,
        job(async () => ({})),
        'manual',
      ),
    ).toEqual({ status: 'skipped', reason: 'locked' });
    finish();
    await slow;
    expect(await deps.repositories.jobRuns.latestOf(['test.job'], 5)).toHaveLength(1);
    expect(
      (
        await runJob(
          deps,
          job(async () => ({})),
          'manual',
        )
      ).status,
      'free again',
    ).toBe('ran');
  });

  it('skips a tick that another instance already ran', async () => {
    const at = new Date();
    const tick = { at, countsFrom: new Date(at.getTime() - 500) };
    expect(
      (
        await runJob(
          deps,
          job(async () => ({})),
          'schedule',
          tick,
        )
      ).status,
    ).toBe('ran');
    expect(
      await runJob(
        deps,
        job(async () => ({})),
        'schedule',
        tick,
      ),
    ).toEqual({
      status: 'skipped',
      reason: 'alreadyRanThisTick',
    });
  });

  it('lets different jobs run at the same time', async () => {
    let finish = () => {};
    const slow = runJob(
      deps,
      job(() => new Promise((resolve) => (finish = () => resolve({}))), 'a'),
      'manual',
    );
    await expect.poll(() => deps.repositories.jobRuns.latestOf(['a'], 5)).toHaveLength(1);
    expect(
      (
        await runJob(
          deps,
          job(async () => ({}), 'b'),
          'manual',
        )
      ).status,
    ).toBe('ran');
    finish();
    await slow;
  });
});
