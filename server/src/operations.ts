import { hostname } from 'node:os';
import type { JobDefinition } from '@coach/adapters/jobs/job-definition';
import { createJobDirectory } from '@coach/adapters/jobs/job-directory';
import {
  createInProcessJobLocks,
  createPostgresJobLocks,
  type JobLocks,
} from '@coach/adapters/jobs/job-locks';
import { createReactEmailRenderer } from '@coach/adapters/mail/react-email-renderer';
import { createSmtpMailer, senderAddressOf } from '@coach/adapters/mail/smtp-mailer';
import type { PersistenceHooks } from '@coach/adapters/postgres/repositories/index';
import type { Ports, UseCaseContext } from '@coach/core';
import type { Config } from './config.ts';
import { jobDefinitionsOf } from './jobs/index.ts';
import { manualJobRunner } from './jobs/run-now.ts';

/** Mail and jobs, as chosen from the configuration (part of the composition root). */
export interface Operations {
  readonly ports: Pick<Ports, 'mailer' | 'mailRenderer' | 'jobDirectory'>;
  readonly persistenceHooks: PersistenceHooks;
  /** The server's jobs, each bound to run its use case as the system actor. */
  readonly jobs: readonly JobDefinition[];
  readonly jobLocks: JobLocks;
  /** Who runs a job, as recorded in job_runs: host and process. */
  readonly instance: string;
  /** Calls `listener` after each commit that queued mail (the scheduler wakes mail delivery). */
  onMailEnqueued(listener: () => void): void;
  /** Calls `listener` after each completed run of a job by this process (for /metrics). */
  onJobRun(listener: (run: JobRunFigure) => void): void;
  /** Calls `listener` after each commit that queued a "forgot password" request (ADR 0036). */
  onPasswordResetRequested(listener: () => void): void;
  /** Calls `listener` after each commit that asked for an export (the scheduler wakes the export job). */
  onExportRequested(listener: () => void): void;
  /** Calls `listener` after each commit that sent a mail to a group (the scheduler wakes its job). */
  onGroupMailQueued(listener: () => void): void;
  /** Calls `listener` after each commit that started a bulk action on accounts (ADR 0052). */
  onBulkActionRequested(listener: () => void): void;
  close(): Promise<void>;
}

/** A job's run as this process saw it: which, how it ended, how long it took. */
export interface JobRunFigure {
  readonly job: string;
  readonly outcome: 'succeeded' | 'failed';
  readonly seconds: number;
}

/**
 * The job with its runs reported to `listeners`: every run goes through `run`, whoever starts it
 * (the schedule, an administrator's "run now", the CLI), and only once it holds the job's lock.
 */
function observed(job: JobDefinition, listeners: ReadonlySet<(run: JobRunFigure) => void>): JobDefinition {
  const report = (outcome: JobRunFigure['outcome'], started: number) => {
    const figure = { job: job.name, outcome, seconds: (performance.now() - started) / 1000 };
    for (const listener of listeners) listener(figure);
  };
  return {
    ...job,
    async run() {
      const started = performance.now();
      try {
        const counts = await job.run();
        report('succeeded', started);
        return counts;
      } catch (error) {
        report('failed', started);
        throw error;
      }
    },
  };
}

export function composeOperations(config: Config, systemContext: () => UseCaseContext): Operations {
  // No SMTP_URL, no mailer: mail waits in the outbox, and administrators read it there (ADR 0014).
  const mailer = config.smtpUrl
    ? createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom })
    : undefined;
  const runListeners = new Set<(run: JobRunFigure) => void>();
  const jobs = jobDefinitionsOf({ mailer }, systemContext).map((job) => observed(job, runListeners));
  // Advisory locks on PostgreSQL, where several instances may share the database; on PGlite this
  // process is the only one.
  const jobLocks = config.databaseUrl
    ? createPostgresJobLocks(config.databaseUrl)
    : createInProcessJobLocks();
  const mailListeners = new Set<() => void>();
  const resetListeners = new Set<() => void>();
  const exportListeners = new Set<() => void>();
  const groupMailListeners = new Set<() => void>();
  const bulkActionListeners = new Set<() => void>();
  const instance = `${hostname()}:${process.pid}`;
  return {
    ports: {
      mailer,
      mailRenderer: createReactEmailRenderer({
        publicBaseUrl: config.publicBaseUrl,
        organizerAddress: senderAddressOf(config.mailFrom),
      }),
      jobDirectory: createJobDirectory(jobs, manualJobRunner(systemContext, jobLocks, instance)),
    },
    persistenceHooks: {
      onMailEnqueued: () => {
        for (const listener of mailListeners) listener();
      },
      onPasswordResetRequested: () => {
        for (const listener of resetListeners) listener();
      },
      onExportRequested: () => {
        for (const listener of exportListeners) listener();
      },
      onGroupMailQueued: () => {
        for (const listener of groupMailListeners) listener();
      },
      onBulkActionRequested: () => {
        for (const listener of bulkActionListeners) listener();
      },
    },
    jobs,
    jobLocks,
    instance,
    onMailEnqueued: (listener) => void mailListeners.add(listener),
    onJobRun: (listener) => void runListeners.add(listener),
    onPasswordResetRequested: (listener) => void resetListeners.add(listener),
    onExportRequested: (listener) => void exportListeners.add(listener),
    onGroupMailQueued: (listener) => void groupMailListeners.add(listener),
    onBulkActionRequested: (listener) => void bulkActionListeners.add(listener),
    async close() {
      mailer?.close();
      await jobLocks.close();
    },
  };
}
