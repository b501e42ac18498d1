import type { Database } from '@coach/adapters';
import { readOutboxBacklog } from '@coach/adapters/postgres/outbox-backlog';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { JobRunFigure } from '../operations.ts';
import { RequestMetrics } from './request-metrics.ts';

/** The figures of one server process, in Prometheus's text format (docs/deploy.md, ADR 0041). */
export interface Metrics {
  /** Counted by the request middleware (http/metrics.ts). */
  readonly requests: RequestMetrics;
  recordJobRun(run: JobRunFigure): void;
  /** The whole exposition; it asks the database for the outbox and the pool first. */
  render(): Promise<string>;
  readonly contentType: string;
}

/**
 * One registry per process: Node's own figures (prom-client's defaults: CPU, memory, event-loop
 * lag, garbage collection), the requests, the jobs run here, and figures read at each scrape from
 * the database (the outbox's backlog, the pool). Each instance of a deployment is scraped on its
 * own; the outbox figures are the database's, so every instance reports the same ones.
 */
export function createMetrics(database: Database, now: () => Date = () => new Date()): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const jobRuns = new Counter({
    name: 'coach_job_runs_total',
    help: 'Scheduled or manual job runs made by this process, by job and outcome',
    labelNames: ['job', 'outcome'] as const,
    registers,
  });
  const jobDurations = new Histogram({
    name: 'coach_job_run_duration_seconds',
    help: 'How long the job runs of this process took',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers,
  });
  const outboxMails = new Gauge({
    name: 'coach_outbox_mails',
    help: 'Mail not sent yet: pending (first attempt or a retry to come) and failed (given up)',
    labelNames: ['status'] as const,
    registers,
  });
  const outboxLate = new Gauge({
    name: 'coach_outbox_oldest_due_seconds',
    help: 'How long the earliest due pending mail has been due (0 when none is due)',
    registers,
  });
  const databaseUp = new Gauge({
    name: 'coach_database_up',
    help: '1 when the database answered this scrape, else 0 (its figures are then 0 or absent: unknown)',
    registers,
  });
  const poolMax = new Gauge({
    name: 'coach_db_pool_max_connections',
    help: 'Connections this process may open (postgres.js pool size; 1 for the embedded PGlite)',
    registers,
  });
  const poolConnections = new Gauge({
    name: 'coach_db_pool_connections',
    help: "This process's open PostgreSQL connections by pg_stat_activity state (this scrape's own is active)",
    labelNames: ['state'] as const,
    registers,
  });
  const pgliteWaiting = new Gauge({
    name: 'coach_db_pglite_waiting_calls',
    help: "Statements sent to the embedded database's thread and not answered yet (running or queued)",
    registers,
  });
  const pgliteTransactions = new Gauge({
    name: 'coach_db_pglite_open_transactions',
    help: 'Transactions open on the embedded database',
    registers,
  });
  const databaseGauges = [
    outboxMails,
    outboxLate,
    poolMax,
    poolConnections,
    pgliteWaiting,
    pgliteTransactions,
  ];

  async function readDatabaseFigures(): Promise<void> {
    for (const gauge of databaseGauges) gauge.reset();
    try {
      const [backlog, pool] = await Promise.all([readOutboxBacklog(database.db), database.poolFigures()]);
      outboxMails.set({ status: 'pending' }, backlog.pending);
      outboxMails.set({ status: 'failed' }, backlog.failed);
      const due = backlog.oldestPendingDueAt;
      outboxLate.set(due ? Math.max(0, (now().getTime() - due.getTime()) / 1000) : 0);
      poolMax.set(pool.max);
      if (pool.driver === 'postgres') {
        for (const [state, count] of Object.entries(pool.connections)) poolConnections.set({ state }, count);
      } else {
        pgliteWaiting.set(pool.waitingCalls);
        pgliteTransactions.set(pool.openTransactions);
      }
      databaseUp.set(1);
    } catch {
      // The figures of a database that does not answer are unknown, not zero (ADR 0037: it heals).
      for (const gauge of databaseGauges) gauge.reset();
      databaseUp.set(0);
    }
  }

  const requests = new RequestMetrics();
  return {
    requests,
    recordJobRun({ job, outcome, seconds }) {
      jobRuns.inc({ job, outcome });
      jobDurations.observe({ job }, seconds);
    },
    async render() {
      await readDatabaseFigures();
      return `${await registry.metrics()}\n${requests.exposition()}`;
    },
    contentType: registry.contentType,
  };
}
