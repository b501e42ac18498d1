import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { Metrics } from '../metrics/metrics.ts';
import { completeAnswerHeaders } from './answer-headers.ts';
import type { AppEnv } from './env.ts';
import { routeOf } from './metrics.ts';

/** An id a client or proxy sent is kept when it is short and plain, as hono's request-id did. */
const acceptableId = /^[\w\-=]{1,255}$/;

export interface RequestObservation {
  readonly logger: Logger;
  /** Counted by route pattern, method and status class when metrics are on. */
  readonly metrics?: Metrics | undefined;
  /** The API answers' headers (answer-headers.ts), the same for every request. */
  readonly apiHeaders: Readonly<Record<string, string>>;
}

/**
 * The first middleware: gives the request its id, and once the answer exists completes its
 * headers, writes its one log line and counts it. One middleware for what were four, with one pair
 * of clock reads: on a small call the chain itself was a tenth of the CPU (ADR 0006).
 *
 * The log line holds only method, path (without the query string), status, duration and request
 * id: never headers or bodies, so tokens and passwords cannot end up in the logs. The duration runs
 * until the answer's headers (a streamed body, an export's progress, goes on after). A scrape of
 * /metrics is counted but not logged: one every few seconds would drown the log.
 */
export function observeRequests({
  logger,
  metrics,
  apiHeaders,
}: RequestObservation): MiddlewareHandler<AppEnv> {
  // The line holds only the fields above, so the logger's redaction (headers, passwords) has
  // nothing to find in it: a child without it saves its walk on every request.
  const lines = logger.child({}, { redact: [] });
  return async (c, next) => {
    const started = performance.now();
    const sent = c.req.header('x-request-id');
    const requestId = sent && acceptableId.test(sent) ? sent : crypto.randomUUID();
    c.set('requestId', requestId);
    c.set('answerHeaders', apiHeaders);
    await next();
    completeAnswerHeaders(c, apiHeaders);
    const ms = performance.now() - started;
    const { method, path } = c.req;
    const { status } = c.res;
    metrics?.requests.record(routeOf(c), method, status, ms / 1000);
    if (path !== '/metrics') {
      lines.info({ method, path, status, ms: Math.round(ms * 10) / 10, requestId }, 'request');
    }
  };
}
