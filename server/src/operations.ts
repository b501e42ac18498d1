import { hostname } from 'node:os';
import {
  createInProcessJobLocks,
  createJobDirectory,
  createPostgresJobLocks,
  createReactEmailRenderer,
  createSmtpMailer,
  type JobDefinition,
  type JobLocks,
  type PersistenceHooks,
  runJob,
} from '@coach/adapters';
import type { JobRunNow, Ports, UseCaseContext } from '@coach/core';
import type { Config } from './config.ts';
import { jobDefinitionsOf } from './jobs/index.ts';

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
  close(): Promise<void>;
}

export function composeOperations(config: Config, systemContext: () => UseCaseContext): Operations {
  // No SMTP_URL, no mailer: mail waits in the outbox, and administrators read it there (ADR 0014).
  const mailer = config.smtpUrl
    ? createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom })
    : undefined;
  const jobs = jobDefinitionsOf({ mailer }, systemContext);
  // Advisory locks on PostgreSQL, where several instances may share the database; on PGlite this
  // process is the only one.
  const jobLocks = config.databaseUrl
    ? createPostgresJobLocks(config.databaseUrl)
    : createInProcessJobLocks();
  const mailListeners = new Set<() => void>();
  const instance = `${hostname()}:${process.pid}`;
  // An administrator's "run now": the same runner, lock and record as a scheduled tick.
  const runNow = async (job: JobDefinition): Promise<JobRunNow> => {
    const { repositories, unitOfWork, clock } = systemContext();
    const result = await runJob(
      { repositories, unitOfWork, clock, locks: jobLocks, instance },
      job,
      'manual',
    );
    return result.status === 'ran' ? { status: 'ran', run: result.run } : { status: 'locked' };
  };
  return {
    ports: {
      mailer,
      mailRenderer: createReactEmailRenderer({ publicBaseUrl: config.publicBaseUrl }),
      jobDirectory: createJobDirectory(jobs, runNow),
    },
    persistenceHooks: {
      onMailEnqueued: () => {
        for (const listener of mailListeners) listener();
      },
    },
    jobs,
    jobLocks,
    instance,
    onMailEnqueued: (listener) => void mailListeners.add(listener),
    async close() {
      mailer?.close();
      await jobLocks.close();
    },
  };
}
