import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createScheduler } from '@coach/adapters';
import { serve } from '@hono/node-server';
import { buildApp } from './app.ts';
import { compose, pgliteDirOf, systemContextOf } from './composition.ts';
import { readConfig } from './config.ts';
import { demoAccounts } from './seed/demo-data.ts';
import { seedDemoData } from './seed/seed-demo-data.ts';

const config = readConfig();
// A PGlite directory without PG_VERSION has never been started: the one moment to seed demo data.
// With DATABASE_URL the server never seeds; `npm run cli -- seed` does it on purpose.
const firstPgliteStart = !config.databaseUrl && !existsSync(join(pgliteDirOf(config), 'PG_VERSION'));

const composition = await compose(config);
const { logger } = composition;
await composition.database.migrate();
if (firstPgliteStart) {
  const report = await seedDemoData(systemContextOf(composition));
  logger.info(report, 'demo data seeded on first start');
}

// Only the server schedules jobs (tests and the CLI do not): mail delivery, clean-ups (ADR 0014).
const { operations } = composition;
const scheduler = createScheduler(
  { ...composition.ports, locks: operations.jobLocks, instance: operations.instance },
  operations.jobs,
  logger.child({ module: 'jobs' }),
);
operations.onMailEnqueued(() => scheduler.wake('mail.deliver'));
scheduler.start();

const app = buildApp({
  ports: composition.ports,
  databaseIsReachable: composition.database.isReachable,
  logger,
  config,
  sandboxPayments: composition.sandboxPayments,
});

// Node closes an idle keep-alive socket after 5 s. A client (a load balancer, Playwright's request
// context) that sends on the socket just as Node closes it gets ECONNRESET. Keeping sockets longer
// than the clients' own idle limit (60 s for the common load balancers) makes the client the one
// that closes them. The header timeout must stay above the keep-alive one, or Node may cut a request
// arriving on a reused socket at the end of the idle time.
const keepAlive = { keepAliveTimeout: 65_000, headersTimeout: 66_000 };

const server = serve({ fetch: app.fetch, port: config.port, serverOptions: keepAlive }, (info) => {
  const url = `http://localhost:${info.port}`;
  logger.info(
    { url, database: composition.database.driver, payments: config.payment.provider },
    'server listening',
  );
  const lines = [`\n  Coaching hours is running at ${url}  (API reference: ${url}/api/docs)`];
  if (composition.database.driver === 'pglite') {
    lines.push('  Demo sign-ins (embedded database):');
    for (const account of demoAccounts) {
      lines.push(`    ${account.accountRoleType.padEnd(13)} ${account.email.padEnd(20)} ${account.password}`);
    }
  }
  if (!config.smtpUrl)
    lines.push(`  No SMTP_URL: mail is not sent; administrators read it at ${url}/admin/outbox`);
  if (config.payment.provider === 'sandbox')
    lines.push(
      '  Payments: the built-in sandbox; pay with the test card 5528 7900 0000 0008 (README, Payments)',
    );
  process.stdout.write(`${lines.join('\n')}\n\n`);
});

function shutDown(signal: string) {
  logger.info({ signal }, 'shutting down');
  server.close(() => {
    // Runs in flight finish (and record their end) before the database closes.
    scheduler
      .stop()
      .then(() => composition.close())
      .then(
        () => logger.flush(() => process.exit(0)),
        (error: unknown) => {
          logger.error({ err: error }, 'closing the database failed');
          logger.flush(() => process.exit(1));
        },
      );
  });
}
process.once('SIGINT', () => shutDown('SIGINT'));
process.once('SIGTERM', () => shutDown('SIGTERM'));
