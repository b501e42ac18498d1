import { readConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { startServer } from './start-server.ts';

const config = readConfig();
const logger = createLogger(config);

const server = await startServer(config, logger).catch((error: unknown) => {
  // One clear line (the database not reachable after DATABASE_WAIT_SECONDS, a failed migration),
  // with the details in the log entry; then a non-zero exit for the supervisor.
  const reason = error instanceof Error ? error.message : String(error);
  const hint = /database not reachable/.test(reason) ? '; DATABASE_WAIT_SECONDS sets how long to wait' : '';
  logger.fatal({ err: error }, `the server could not start: ${reason}${hint}`);
  logger.flush(() => process.exit(1));
  return new Promise<never>(() => {});
});

function shutDown(signal: string) {
  logger.info({ signal }, 'shutting down');
  server.close().then(
    () => logger.flush(() => process.exit(0)),
    (error: unknown) => {
      logger.error({ err: error }, 'closing the database failed');
      logger.flush(() => process.exit(1));
    },
  );
}
process.once('SIGINT', () => shutDown('SIGINT'));
process.once('SIGTERM', () => shutDown('SIGTERM'));
