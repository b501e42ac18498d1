import { createMiddleware } from 'hono/factory';
import type { Logger } from 'pino';
import type { AppEnv } from './env.ts';

/**
 * One log line per request. Only method, path (without the query string), status, duration and
 * request id: never headers or bodies, so tokens and passwords cannot end up in the logs.
 */
export function requestLog(logger: Logger) {
  // The line holds only the fields above, so the logger's redaction (headers, passwords) has
  // nothing to find in it: a child without it saves its walk on every request.
  const lines = logger.child({}, { redact: [] });
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    await next();
    lines.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        requestId: c.get('requestId'),
      },
      'request',
    );
  });
}
