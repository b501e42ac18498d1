import type { JobTrigger } from '@coach/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../clock.ts';
import { createPersistence } from '../postgres/repositories/index.ts';
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../testing/test-databases.ts';
import type { JobDefinition } from './job-definition.ts';
import { createInProcessJobLocks, createPostgresJobLocks, type JobLocks } from './job-locks.ts';
import { type JobRunnerDeps, runJob, type Tick } from './run-job.ts';

const job = (run: JobDefinition['run'], name = 'test.job'): JobDefinition => ({
  name,
  description: 'A job for tests',
  schedule: '0 3 * * *',
  timezone: 'Europe/Istanbul',
  enabled: true,
  run,
});
const quick = (name?: string) => job(async () => ({}), name);
/** A job that runs until the test calls `finish`. */
function slowJob(name?: string) {
  const control = { finish: () => {} };
  const definition = job(() => new Promise((resolve) => (control.finish = () => resolve({}))), name);
  return { definition, control };
}

describe.each(testDatabaseKinds())('running a job on %s', (kind) => {
  let test: TestDatabase;
  let locks: JobLocks;
  let deps: JobRunnerDeps;
  const run = (definition: JobDefinition, trigger: JobTrigger = 'manual', tick?: Tick) =>
    runJob(deps, definition, trigger, tick);
  const runs = (name = 'test.job') => deps.repositories.jobRuns.latestOf([name], 5);

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
    expect((await run(job(async () => ({ deleted: 3 })))).status).toBe('ran');
    const [recorded] = await runs();
    expect(recorded).toMatchObject({
      job: 'test.job',
      trigger: 'manual',
      instance: 'test:1',
      outcome: 'succeeded',
    });
    expect(recorded?.counts).toEqual({ deleted: 3 });
    expect(recorded?.finishedAt?.getTime()).toBeGreaterThanOrEqual(recorded?.startedAt.getTime() ?? Infinity);
  });

  it('records a failed run with its error, and hands the error back for the log', async () => {
    const result = await run(job(async () => Promise.reject(new TypeError('no mail server'))));
    expect(result).toMatchObject({ status: 'ran', run: { outcome: 'failed' }, error: expect.any(TypeError) });
    const [recorded] = await runs();
    expect(recorded).toMatchObject({ outcome: 'failed', error: 'TypeError: no mail server', counts: {} });
  });

  it('does nothing, and records nothing, while the job runs elsewhere', async () => {
    const { definition, control } = slowJob();
    const slow = run(definition);
    await expect.poll(() => runs()).toHaveLength(1);
    expect(await run(quick())).toEqual({ status: 'skipped', reason: 'locked' });
    control.finish();
    await slow;
    expect(await runs()).toHaveLength(1);
    expect((await run(quick())).status, 'free again').toBe('ran');
  });

  it('skips a tick that another instance already ran', async () => {
    const at = new Date();
    const tick = { at, countsFrom: new Date(at.getTime() - 500) };
    expect((await run(quick(), 'schedule', tick)).status).toBe('ran');
    expect(await run(quick(), 'schedule', tick)).toEqual({ status: 'skipped', reason: 'alreadyRanThisTick' });
  });

  it('lets different jobs run at the same time', async () => {
    const { definition, control } = slowJob('a');
    const slow = run(definition);
    await expect.poll(() => runs('a')).toHaveLength(1);
    expect((await run(quick('b'))).status).toBe('ran');
    control.finish();
    await slow;
  });
});
