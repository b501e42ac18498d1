import type { CatalogueKey, JobCounts, Ports, SuccessKey, UseCase, UseCaseContext } from '@coach/core';
import { execute } from '@coach/core/shared/use-case';
import type { z } from 'zod';

/**
 * One scheduled job of the server: a small file each, naming a core use case to run as the system
 * actor. The scheduler (adapters/src/jobs) adds the lock, the recording and the croner trigger.
 */
export interface ServerJob {
  /** Stable: it names the lock and the job_runs rows, and `npm run cli -- jobs run <name>`. */
  readonly name: string;
  readonly description: string;
  /** A croner pattern in `timezone`; six fields when it needs seconds. */
  readonly schedule: string;
  /**
   * Where the schedule lives when administrators change it (the matching schedule setting): read
   * again every minute by the scheduler, so a change takes effect without a restart. `schedule`
   * is then the default, used until the first read.
   */
  readonly liveSchedule?: (ctx: UseCaseContext) => Promise<string>;
  /** Whether this server schedules it; by default always. A job not scheduled still runs by hand. */
  readonly scheduledWith?: (ports: Pick<Ports, 'mailer'>) => boolean;
  run(ctx: UseCaseContext): Promise<JobCounts>;
}

/** A use case a job runs: no input, and counts for the job's record. */
type JobUseCase = UseCase<z.ZodObject, z.ZodType<JobCounts>, CatalogueKey, SuccessKey>;

/**
 * A job's `run` that executes the use case `load` brings, as the caller's (system) actor. The use
 * case, and the core modules behind it, are imported at the job's first run: a process that only
 * lists the jobs (the CLI's `jobs list`, `match`) loads none of the thirteen (issue 29, CLI start).
 */
export function runsUseCase(load: () => Promise<JobUseCase>): ServerJob['run'] {
  return async (ctx) => execute(await load(), ctx, {});
}

/** The programme's time zone (docs/product-rules.md §14): daily jobs run at Istanbul times. */
export const jobTimezone = 'Europe/Istanbul';
