import { existsSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { createScheduler } from '@coach/adapters/jobs/scheduler';
import { waitForDatabase } from '@coach/adapters/postgres/wait-for-database';
import { serve } from '@hono/node-server';
import type { Logger } from 'pino';
import { buildApp } from './app.ts';
import { compose, pgliteDirOf, systemContextOf } from './composition.ts';
import type { Config } from './config.ts';
import { serveMetricsPort } from './http/metrics.ts';
import { logsForAPerson } from './logger.ts';
import { demoAccounts } from './seed/demo-data.ts';
import { type SeedReport, seedDemoData } from './seed/seed-demo-data.ts';
import { announcementLines } from './start-announcement.ts';

export interface RunningServer {
  /** The port it listens on (the configured one, or the one given for port 0). */
  readonly port: number;
  /** Stops accepting, lets running jobs finish, closes the database. */
  close(): Promise<void>;
}

/**
 * What `npm start` does (main.ts): compose, wait for the database, migrate, seed a first PGlite
 * start, schedule the jobs and serve. With DATABASE_URL it waits for an unreachable database up to
 * DATABASE_WAIT_SECONDS, one log line per attempt, then fails; a database that answers later is
 * found within five seconds (ADR 0037).
 */
export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  // A PGlite directory without PG_VERSION has never been started: the one moment to seed demo data.
  // With DATABASE_URL the server never seeds; `npm run cli -- seed` does it on purpose.
  const firstPgliteStart = !config.databaseUrl && !existsSync(join(pgliteDirOf(config), 'PG_VERSION'));

  const composition = await compose(config, { logger });
  let seeded: SeedReport | undefined;
  try {
    if (config.databaseUrl) {
      await waitForDatabase(composition.database, config.databaseUrl, {
        totalSeconds: config.databaseWaitSeconds,
        onRetry: (line) => logger.warn(line),
      });
    }
    await composition.database.migrate();
    if (firstPgliteStart) {
      seeded = await seedDemoData(systemContextOf(composition));
      // A person at the terminal reads the counts in the announcement; a log collector gets them here.
      logger[logsForAPerson(config) ? 'debug' : 'info'](seeded, 'demo data seeded on first start');
    }
  } catch (error) {
    await composition.close().catch(() => {});
    throw error;
  }

  // Only the server schedules jobs (tests and the CLI do not): mail delivery, clean-ups (ADR 0014).
  const { operations } = composition;
  const scheduler = createScheduler(
    { ...composition.ports, locks: operations.jobLocks, instance: operations.instance },
    operations.jobs,
    logger.child({ module: 'jobs' }),
  );
  operations.onMailEnqueued(() => scheduler.wake('mail.deliver'));
  operations.onPasswordResetRequested(() => scheduler.wake('passwords.sendResetLinks'));
  operations.onExportRequested(() => scheduler.wake('exports.run'));
  operations.onGroupMailQueued(() => scheduler.wake('groupMails.send'));
  operations.onBulkActionRequested(() => scheduler.wake('accounts.bulkActions'));

  // prom-client is loaded only when /metrics is configured (METRICS_PORT or METRICS_TOKEN).
  const metrics = config.metrics
    ? (await import('./metrics/metrics.ts')).createMetrics(composition.database)
    : undefined;
  if (metrics) operations.onJobRun((run) => metrics.recordJobRun(run));
  scheduler.start();

  const app = buildApp({
    ports: composition.ports,
    databaseIsReachable: composition.database.isReachable,
    logger,
    config,
    sandboxPayments: composition.sandboxPayments,
    metrics: metrics && config.metrics ? { metrics, config: config.metrics } : undefined,
  });
  const metricsPort = config.metrics?.port;
  const metricsServer =
    metrics && metricsPort !== undefined
      ? await serveMetricsPort(metrics, { token: config.metrics?.token, port: metricsPort })
      : undefined;
  if (metricsServer) logger.info({ port: metricsServer.port }, 'metrics served on their own port');

  // Node closes an idle keep-alive socket after 5 s. A client (a load balancer, Playwright's request
  // context) that sends on the socket just as Node closes it gets ECONNRESET. Keeping sockets longer
  // than the clients' own idle limit (60 s for the common load balancers) makes the client the one
  // that closes them. The header timeout must stay above the keep-alive one, or Node may cut a request
  // arriving on a reused socket at the end of the idle time.
  const keepAlive = { keepAliveTimeout: 65_000, headersTimeout: 66_000 };

  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>(
    (resolve) => {
      const listening = serve({ fetch: app.fetch, port: config.port, serverOptions: keepAlive }, (info) => {
        resolve({ server: listening, port: info.port });
      });
    },
  );
  announce(config, composition.database.driver, port, logger, seeded);

  return {
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // A call still running gets a few seconds, then its connection is cut: an import's progress
        // stream must not hold the shutdown until it ends. On PGlite its unit of work then fails at
        // its next statement and rolls back as the database closes (ADR 0040).
        const cut = setTimeout(() => closeAllConnections(server), shutdownGraceMs);
        server.close(() => {
          clearTimeout(cut);
          // Runs in flight finish (and record their end) before the database closes.
          Promise.all([scheduler.stop(), metricsServer?.close()])
            .then(() => composition.close())
            .then(resolve, reject);
        });
      }),
  };
}

/** How long a shutdown lets the calls still running end by themselves. */
const shutdownGraceMs = 3_000;

function closeAllConnections(server: ReturnType<typeof serve>) {
  if ('closeAllConnections' in server) server.closeAllConnections();
}

/** A folder relative to the working directory when it lies below it, else as it is. */
function shownPath(path: string): string {
  const below = relative(process.cwd(), path);
  return below && !below.startsWith('..') && !isAbsolute(below) ? below : path;
}

/** The log line and the few lines for a person at the terminal: where, which sign-ins, what is off. */
function announce(
  config: Config,
  driver: 'postgres' | 'pglite',
  port: number,
  logger: Logger,
  seeded: SeedReport | undefined,
) {
  const url = `http://localhost:${port}`;
  // The announcement says it for a person; the entry is for a log collector (JSON lines).
  logger[logsForAPerson(config) ? 'debug' : 'info'](
    { url, database: driver, payments: config.payment.provider },
    'server listening',
  );
  const lines = announcementLines({
    url,
    driver,
    pgliteDir: shownPath(pgliteDirOf(config)),
    seconds: process.uptime(),
    seeded,
    demoAccounts,
    smtp: Boolean(config.smtpUrl),
    sandboxPayments: config.payment.provider === 'sandbox',
    debugLogged: logger.isLevelEnabled('debug'),
  });
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}
