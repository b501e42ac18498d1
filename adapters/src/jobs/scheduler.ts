import { Cron } from 'croner';
import { cronOptions } from '../calendar/croner-schedule.ts';
import type { JobDefinition, JobLogger } from './job-definition.ts';
import { type JobRunnerDeps, type JobRunResult, runJob, type Tick } from './run-job.ts';

export interface Scheduler {
  /** Starts the croner timers of the enabled jobs. */
  start(): void;
  /**
   * Runs `job` soon, outside its schedule (mail was just queued). Wakes that arrive while it runs
   * are folded into one more run after it, so a burst of commits costs two runs, not one each.
   */
  wake(job: string): void;
  /** Stops the timers and waits for the runs in flight. */
  stop(): Promise<void>;
}

/** The tick croner just fired for, and from when another instance's run counts as this tick's. */
function tickOf(cron: Cron, firedAt: Date): Tick {
  const at = cron.previousRuns(1, new Date(firedAt.getTime() + 1))[0] ?? firedAt;
  const following = cron.nextRun(at) ?? new Date(at.getTime() + 60_000);
  // Half an interval of tolerance: instances' clocks may differ (NTP keeps them far closer).
  return { at, countsFrom: new Date(at.getTime() - (following.getTime() - at.getTime()) / 2) };
}

/**
 * The tick of a job with a live schedule at `minute` (a whole minute), read again now: null when
 * the schedule is not due then. When it cannot be read, the last pattern read stays in force; a
 * pattern croner refuses runs nothing (the settings refuse such patterns; this is the last guard).
 */
export async function liveTickAt(job: JobDefinition, minute: Date, log: JobLogger): Promise<Tick | null> {
  let pattern = job.live?.current() ?? job.schedule;
  try {
    if (job.live) pattern = await job.live.refresh();
  } catch (error) {
    log.error({ job: job.name, err: error }, 'job schedule could not be read; the last one read stays');
  }
  let cron: Cron;
  try {
    cron = new Cron(pattern, { ...cronOptions, timezone: job.timezone, paused: true });
  } catch (error) {
    log.error({ job: job.name, schedule: pattern, err: error }, 'job schedule is not valid; nothing runs');
    return null;
  }
  try {
    const due = cron.nextRun(new Date(minute.getTime() - 1));
    return due?.getTime() === minute.getTime() ? tickOf(cron, minute) : null;
  } finally {
    cron.stop();
  }
}

/** croner triggers, one run at a time per job in this process, every run through `runJob`. */
export function createScheduler(
  deps: JobRunnerDeps,
  jobs: readonly JobDefinition[],
  log: JobLogger,
): Scheduler {
  const crons: Cron[] = [];
  const inFlight = new Set<Promise<unknown>>();
  const wakes = new Map<string, 'queued' | 'running' | 'runAgain'>();
  const byName = new Map(jobs.map((job) => [job.name, job]));

  function track(job: JobDefinition, tick?: Tick): Promise<JobRunResult | null> {
    const run = runJob(deps, job, 'schedule', tick).then(
      (result) => {
        report(job, result);
        return result;
      },
      (error: unknown) => {
        log.error({ job: job.name, err: error }, 'job could not run');
        return null;
      },
    );
    inFlight.add(run);
    return run.finally(() => inFlight.delete(run));
  }

  function report(job: JobDefinition, result: JobRunResult) {
    if (result.status !== 'ran') return;
    const { run } = result;
    const data = { job: job.name, outcome: run.outcome, counts: run.counts, instance: run.instance };
    if (run.outcome === 'failed') log.error({ ...data, err: result.error }, 'job failed');
    else if (Object.values(run.counts).some((count) => count > 0)) log.info(data, 'job ran');
  }

  async function runWoken(job: JobDefinition, retries = 3): Promise<void> {
    wakes.set(job.name, 'running');
    const result = await track(job);
    // A run in progress (a tick here, or another instance) may have finished its work before our
    // commit: try again shortly rather than leave the mail to the next tick.
    const locked = result?.status === 'skipped' && result.reason === 'locked' && retries > 0;
    if (locked) await new Promise((resolve) => setTimeout(resolve, 1000));
    if (crons.length > 0 && (locked || wakes.get(job.name) === 'runAgain')) {
      return runWoken(job, locked ? retries - 1 : 3);
    }
    wakes.delete(job.name);
  }

  return {
    start() {
      for (const job of jobs) {
        if (!job.enabled) continue;
        if (job.live) {
          // Every minute: read the schedule where it lives and run the job when it is due then.
          const watch = new Cron('* * * * *', { timezone: job.timezone, protect: true }, (self) => {
            const check = liveTickAt(job, tickOf(self, new Date()).at, log).then((tick) =>
              // Not after `stop`: the database may be closing.
              tick && crons.length > 0 ? track(job, tick) : null,
            );
            inFlight.add(check);
            return check.then(() => {}).finally(() => inFlight.delete(check));
          });
          crons.push(watch);
          // The jobs page shows the schedule in force from the start, not the default.
          job.live.refresh().catch(() => {});
          continue;
        }
        const cron = new Cron(job.schedule, { timezone: job.timezone, protect: true }, async (self) => {
          await track(job, tickOf(self, new Date()));
        });
        crons.push(cron);
      }
    },

    wake(name) {
      const job = byName.get(name);
      // Not started (tests, the CLI) or not scheduled here (mail without a mail server): nothing.
      if (!job?.enabled || crons.length === 0) return;
      const state = wakes.get(name);
      if (state === 'running') wakes.set(name, 'runAgain');
      if (state) return;
      wakes.set(name, 'queued');
      setImmediate(() => void runWoken(job));
    },

    async stop() {
      for (const cron of crons.splice(0)) cron.stop();
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
