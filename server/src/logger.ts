import { createRequire } from 'node:module';
import type { Logger } from 'pino';
import type { Config } from './config.ts';

// pino, its serializers and its worker-thread transport (some thirty modules and node:worker_threads)
// load when a logger is first made, not with this module: a CLI command makes none (issue 29).
const require = createRequire(import.meta.url);

/** Whether the log goes to a person's terminal in development (pretty lines), not to a collector. */
export const logsForAPerson = (config: Pick<Config, 'production'>): boolean =>
  Boolean(process.stdout.isTTY) && !config.production;

/**
 * JSON lines for machines; pretty lines only for a person watching a terminal during development.
 * Authorization headers and password fields are redacted as a second line of defence; the request
 * log never passes them in the first place.
 */
export function createLogger(config: Pick<Config, 'logLevel' | 'production'>): Logger {
  const pino = require('pino') as typeof import('pino');
  const pretty = logsForAPerson(config);
  const options = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'headers.authorization', 'password', '*.password'],
  };
  if (pretty)
    return pino({
      ...options,
      // One line an entry, without the process id and host a person at their terminal knows.
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'SYS:HH:MM:ss', singleLine: true, ignore: 'pid,hostname' },
      },
    });
  // A synchronous write per request line cost about a sixth of the server's CPU under load
  // (`npm run bench`); buffered asynchronous writes are flushed on shutdown by main.ts.
  return pino(options, pino.destination({ dest: 1, sync: false, minLength: 4096 }));
}
