import { describe, expect, it, vi } from 'vitest';
import { systemClock } from '../clock.ts';
import { createMemoryPersistence } from '../memory/index.ts';
import { createLiveSchedule, type JobDefinition } from './job-definition.ts';
import { createJobDirectory } from './job-directory.ts';
import { createInProcessJobLocks } from './job-locks.ts';
import { createScheduler, liveTickAt } from './scheduler.ts';

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

describe('a schedule administrators change at run time (the matching schedule setting)', () => {
  function liveJob(initial = '0 9 * * 1-5') {
    const stored = { pattern: initial, failing: false };
    const live = createLiveSchedule('0 9 * * 1-5', async () => {
      if (stored.failing) throw new Error('database unreachable');
      return stored.pattern;
    });
    const job: JobDefinition = {
      name: 'projects.match',
      description: 'Matches',
      schedule: '0 9 * * 1-5',
      live,
      timezone: 'Europe/Istanbul',
      enabled: true,
      run: async () => ({}),
    };
    return { stored, job };
  }
  const errors: object[] = [];
  const log = { info: () => {}, error: (data: object) => void errors.push(data) };
  // Monday 2 March 2026, Istanbul is UTC+3.
  const at = (istanbul: string) => new Date(`2026-03-02T${istanbul}:00+03:00`);

  it('runs when the schedule read at that minute is due, with the tick of that schedule', async () => {
    const { job } = liveJob();
    const tick = await liveTickAt(job, at('09:00'), log);
    expect(tick?.at.toISOString()).toBe('2026-03-02T06:00:00.000Z');
    // Half the interval to the next run (Tuesday 09:00) counts as this tick's, for other instances.
    expect(tick?.countsFrom.toISOString()).toBe('2026-03-01T18:00:00.000Z');
    expect(await liveTickAt(job, at('09:01'), log)).toBeNull();
    expect(await liveTickAt(job, at('10:30'), log)).toBeNull();
  });

  it('follows a change at the next minute, without a restart, and lists the new schedule', async () => {
    const { stored, job } = liveJob();
    const directory = createJobDirectory([job]);
    const now = at('08:00');
    expect(directory.list(now)[0]).toMatchObject({ schedule: '0 9 * * 1-5' });
    stored.pattern = '30 10 * * *';
    expect(await liveTickAt(job, at('09:00'), log)).toBeNull();
    expect((await liveTickAt(job, at('10:30'), log))?.at.toISOString()).toBe('2026-03-02T07:30:00.000Z');
    expect(directory.list(now)[0]).toMatchObject({
      schedule: '30 10 * * *',
      nextRunAt: new Date('2026-03-02T07:30:00.000Z'),
    });
  });

  it('keeps the last schedule read when the setting cannot be read, and runs nothing on a broken one', async () => {
    const { stored, job } = liveJob();
    stored.pattern = '15 9 * * *';
    await job.live?.refresh();
    stored.failing = true;
    errors.length = 0;
    expect((await liveTickAt(job, at('09:15'), log))?.at.toISOString()).toBe('2026-03-02T06:15:00.000Z');
    expect(errors).toHaveLength(1);
    stored.failing = false;
    stored.pattern = 'not a schedule';
    expect(await liveTickAt(job, at('09:15'), log)).toBeNull();
    expect(createJobDirectory([job]).list(at('09:00'))[0]?.nextRunAt).toBeNull();
  });

  it('is run by a started scheduler at the minute the schedule read then is due', async () => {
    vi.useFakeTimers({
      now: new Date('2026-03-02T08:58:30+03:00'),
      toFake: ['setTimeout', 'clearTimeout', 'Date'],
    });
    try {
      const { stored, job } = liveJob();
      let runs = 0;
      const counted: JobDefinition = { ...job, run: async () => ({ runs: ++runs }) };
      const persistence = createMemoryPersistence();
      const deps = {
        ...persistence,
        clock: systemClock,
        locks: createInProcessJobLocks(),
        instance: 'test:1',
      };
      const scheduler = createScheduler(deps, [counted], log);
      scheduler.start();
      stored.pattern = '59 8 * * *';
      await vi.advanceTimersByTimeAsync(60_000);
      expect(runs).toBe(1);
      await vi.advanceTimersByTimeAsync(120_000);
      expect(runs).toBe(1);
      await scheduler.stop();
      const recorded = await persistence.repositories.jobRuns.latestOf(['projects.match'], 5);
      expect(recorded.map((run) => [run.trigger, run.counts])).toEqual([['schedule', { runs: 1 }]]);
    } finally {
      vi.useRealTimers();
    }
  });
});
