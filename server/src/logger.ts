import pino, { type Logger } from 'pino';
import type { Config } from './config.ts';

/**
 * JSON lines for machines; pretty lines only for a person watching a terminal during development.
 * Authorization headers and password fields are redacted as a second line of defence; the request
 * log never passes them in the first place.
 */
export function createLogger(config: Pick<Config, 'logLevel' | 'production'>): Logger {
  const pretty = process.stdout.isTTY && !config.production;
  return pino({
    level: config.logLevel,
    redact: ['req.headers.authorization', 'headers.authorization', 'password', '*.password'],
    ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
  });
}
