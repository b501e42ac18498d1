import { describe, expect, it } from 'vitest';
import { systemClock } from '../clock.ts';
import { createMemoryPersistence } from '../memory/index.ts';
import type { JobDefinition } from './job-definition.ts';
import { createJobDirectory } from './job-directory.ts';
import { createInProcessJobLocks } from './job-locks.ts';
import { createScheduler } from './scheduler.ts';

const silent = { info: () => {}, error: () => {} };

function setUp(enabled = true) {
  const calls = { runs: 0, release: () => {} };
  const job: JobDefinition = {
    name: 'mail.deliver',
    description: 'Delivers mail',
    schedule: '0 3 * * *', // far from now: only wakes run it in these tests
    timezone: 'Europe/Istanbul',
    enabled,
    run: () =>
      new Promise((resolve) => {
        calls.runs++;
        calls.release = () => resolve({ sent: 1 });
      }),
  };
  const persistence = createMemoryPersistence();
  const deps = { ...persistence, clock: systemClock, locks: createInProcessJobLocks(), instance: 'test:1' };
  // Another job, always scheduled, so that the scheduler has timers whatever `enabled` is.
  const other: JobDefinition = { ...job, name: 'sessions.purge', enabled: true, run: async () => ({}) };
  return { calls, persistence, scheduler: createScheduler(deps, [job, other], silent) };
}

describe('scheduler wake-ups', () => {
  it('folds a burst of wake-ups into one run, and wake-ups during a run into one more', async () => {
    const { calls, persistence, scheduler } = setUp();
    scheduler.start();
    for (let index = 0; index < 5; index++) scheduler.wake('mail.deliver');
    await expect.poll(() => calls.runs).toBe(1);
    scheduler.wake('mail.deliver');
    scheduler.wake('mail.deliver');
    calls.release();
    await expect.poll(() => calls.runs).toBe(2);
    calls.release();
    await scheduler.stop();
    expect(calls.runs).toBe(2);
    const runs = await persistence.repositories.jobRuns.latestOf(['mail.deliver'], 10);
    expect(runs.map((run) => [run.trigger, run.outcome, run.counts])).toEqual([
      ['schedule', 'succeeded', { sent: 1 }],
      ['schedule', 'succeeded', { sent: 1 }],
    ]);
  });

  it('ignores wake-ups before start (tests, the CLI) and for unknown jobs', async () => {
    const { calls, scheduler } = setUp();
    scheduler.wake('mail.deliver');
    scheduler.start();
    scheduler.wake('no.such.job');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.runs).toBe(0);
    await scheduler.stop();
  });

  it('does not wake a job this server does not schedule (mail without a mail server)', async () => {
    const { calls, scheduler } = setUp(false);
    scheduler.start();
    scheduler.wake('mail.deliver');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.runs).toBe(0);
    await scheduler.stop();
  });
});

describe('job directory', () => {
  const base = { description: 'd', timezone: 'Europe/Istanbul', enabled: true };
  it('gives the next tick of each enabled job, in its time zone', () => {
    const directory = createJobDirectory([
      { ...base, name: 'daily', schedule: '30 3 * * *' },
      { ...base, name: 'often', schedule: '*/10 * * * * *' },
      { ...base, name: 'off', schedule: '* * * * *', enabled: false },
    ]);
    const now = new Date('2026-03-02T10:00:04Z');
    expect(directory.list(now).map((job) => [job.name, job.nextRunAt?.toISOString() ?? null])).toEqual([
      ['daily', '2026-03-03T00:30:00.000Z'],
      ['often', '2026-03-02T10:00:10.000Z'],
      ['off', null],
    ]);
  });
});
