import { createHash, timingSafeEqual } from 'node:crypto';
import { serve } from '@hono/node-server';
import { type Context, Hono } from 'hono';
import { HonoRequest } from 'hono/request';
import { routePath } from 'hono/route';
import type { MetricsConfig } from '../config.ts';
import type { Metrics } from '../metrics/metrics.ts';
import type { AppEnv } from './env.ts';

/** What the application needs to count its requests and, when so configured, to serve /metrics. */
export interface AppMetrics {
  readonly metrics: Metrics;
  readonly config: MetricsConfig;
}

/**
 * hono keeps a request's matched routes behind a symbol of its own (the getter `hono/route`'s
 * helpers read). `routePath(c)` maps every matched handler into a new array to pick one; read
 * directly, the route of a request costs no allocation. Should hono change that shape, the helper
 * is used instead (the metrics test pins the labels either way).
 */
const matchResultKey = Object.getOwnPropertySymbols(HonoRequest.prototype)[0];
type MatchResult = readonly [readonly (readonly [readonly [unknown, { readonly path: string }], unknown])[]];

/** The route pattern that answered ('/api/accounts/:accountId', '/api/*', '*'): never the raw path. */
export function routeOf(c: Context): string {
  const matched = matchResultKey
    ? (c.req as unknown as Record<symbol, MatchResult | undefined>)[matchResultKey]?.[0]?.[c.req.routeIndex]
    : undefined;
  const path = matched?.[0]?.[1]?.path;
  return typeof path === 'string' ? path : routePath(c);
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * GET /metrics: the figures in Prometheus's text format, to a caller with the token when one is
 * configured; 401 otherwise, compared in constant time.
 */
function metricsEndpoint(metrics: Metrics, token: string | undefined) {
  const expected = token === undefined ? undefined : digest(`Bearer ${token}`);
  return async (c: Context) => {
    if (expected && !timingSafeEqual(digest(c.req.header('authorization') ?? ''), expected)) {
      return c.text('A bearer token is needed (METRICS_TOKEN)\n', 401, {
        'WWW-Authenticate': 'Bearer realm="metrics"',
        'Cache-Control': 'no-store',
      });
    }
    return c.body(await metrics.render(), 200, {
      'Content-Type': metrics.contentType,
      'Cache-Control': 'no-store',
    });
  };
}

/**
 * /metrics on the public port, only when it has no port of its own, and then only with the token
 * (config.ts refuses neither). Requests are counted by the request observer (request-observation.ts).
 */
export function serveMetricsRoute(app: Hono<AppEnv>, { metrics, config }: AppMetrics): void {
  if (config.port === undefined) app.get('/metrics', metricsEndpoint(metrics, config.token));
}

/**
 * METRICS_PORT: /metrics on a listener of its own, which the proxy does not forward (deploy/),
 * with the token too when one is set. Nothing else is served there.
 */
export function serveMetricsPort(
  metrics: Metrics,
  config: MetricsConfig & { readonly port: number },
): Promise<{ readonly port: number; close(): Promise<void> }> {
  const app = new Hono().get('/metrics', metricsEndpoint(metrics, config.token));
  return new Promise((resolve) => {
    const server = serve(
      {
        fetch: app.fetch,
        port: config.port,
      },
      (info) =>
        resolve({
          port: info.port,
          close: () =>
            new Promise<void>((done) => {
              server.close(() => done());
              // A scraper's idle keep-alive socket must not hold the shutdown (no scrape is long).
              if ('closeAllConnections' in server) server.closeAllConnections();
            }),
        }),
    );
  });
}
