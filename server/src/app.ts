import type { SandboxPayments } from '@coach/adapters/payments/sandbox-payments';
import type { Ports } from '@coach/core';
import { anonymousActor } from '@coach/core/shared/context';
import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import { apiAnswerHeaders, isApiAnswer } from './http/answer-headers.ts';
import { apiDocsRoutes } from './http/api-docs.ts';
import { apiBodyLimit } from './http/body-limit.ts';
import { clientAddressReader } from './http/client-address.ts';
import type { AppEnv } from './http/env.ts';
import { createErrorHandler } from './http/error-handler.ts';
import { preferredLanguage } from './http/language.ts';
import { apiFallback } from './http/method-not-allowed.ts';
import { type AppMetrics, serveMetricsRoute } from './http/metrics.ts';
import { RememberedRoutes } from './http/remembered-routes.ts';
import { observeRequests } from './http/request-observation.ts';
import { securityHeaders } from './http/security-headers.ts';
import { refuseUnstorableText } from './http/unstorable-text.ts';
import { apiRoutes } from './routes/api.ts';
import { oneClickUnsubscribe } from './routes/one-click-unsubscribe.ts';
import { publishedCoachingLogRoutes } from './routes/published-coaching-logs.ts';
import { frontEndRoutes } from './static/front-end-routes.ts';
import { remoteOrigins, runtimeConfigFor } from './static/runtime-config.ts';

export interface AppDependencies {
  readonly ports: Ports;
  readonly databaseIsReachable: () => Promise<boolean>;
  readonly logger: Logger;
  readonly config: Pick<Config, 'publicBaseUrl' | 'remoteManifestUrls' | 'staticRoots'> &
    Partial<Pick<Config, 'trustedProxies'>>;
  /** The built-in test provider's checkout page API (PAYMENT_PROVIDER=sandbox); its routes exist only then. */
  readonly sandboxPayments?: SandboxPayments | undefined;
  /** Request counts and durations, and /metrics when it has no port of its own (METRICS_*). */
  readonly metrics?: AppMetrics | undefined;
}

/**
 * The document's frame: where the API is (PUBLIC_BASE_URL, or relative to the page that loaded the
 * document when none is configured) and bearer sign-in as the default of every operation; a public
 * operation says `security: []` itself (endpoint.ts).
 */
function apiDescription(publicBaseUrl: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Coaching hours API',
      version: '1.0.0',
      description:
        'Every answer is `{ code, message, data }`; `message` follows Accept-Language (tr or en, default tr).',
    },
    servers: [{ url: publicBaseUrl.replace(/\/+$/, '') || '/', description: 'This server' }],
    security: [{ bearerAuth: [] }],
  };
}

/** API paths whose answers are large enough to be worth compressing. */
const compressedApiPaths = /^\/api\/(openapi\.json$|docs\/)/;

/**
 * `first`, then `second`, as hono's chain runs two middlewares, in one step of that chain. Not
 * `every` from hono/combine: it maps its middlewares into a new composed chain on every request,
 * the per-request work this step exists to save (ADR 0006).
 */
function inSequence(
  first: MiddlewareHandler<AppEnv>,
  second: MiddlewareHandler<AppEnv>,
): MiddlewareHandler<AppEnv> {
  return (c, next) =>
    first(c, async () => {
      // As hono's chain does: a middleware that answers without going on returns its Response
      // (hono's own `next` resolves to the context, which is not one).
      const answer: unknown = await second(c, next);
      if (answer instanceof Response && !c.finalized) c.res = answer;
    });
}

/** The whole HTTP application: API, API reference and front-end files, built from injected ports. */
export function buildApp({
  ports,
  databaseIsReachable,
  logger,
  config,
  sandboxPayments,
  metrics,
}: AppDependencies) {
  // Each method and path is matched once, then its match is kept (remembered-routes.ts).
  const app = new Hono<AppEnv>({ router: new RememberedRoutes() });
  // First, so that a request's time covers every other middleware (docs/deploy.md, Metrics).
  app.use(
    observeRequests({
      logger,
      metrics: metrics?.metrics,
      apiHeaders: apiAnswerHeaders(config.publicBaseUrl),
    }),
  );
  if (metrics) serveMetricsRoute(app, metrics);
  // Pages, files and the API reference; API answers get their own set (answer-headers.ts).
  const documentHeaders = securityHeaders({
    remoteOrigins: remoteOrigins(config.remoteManifestUrls),
    publicBaseUrl: config.publicBaseUrl,
  });
  // Scripts shrink to about a quarter gzipped (npm run bench measures the first visit). API answers
  // carry no Content-Length, so the 1 KiB threshold cannot see them: every small JSON answer would be
  // streamed through gzip. They are sent as they are (most are a few hundred bytes); the OpenAPI
  // document and the API reference's files are large and static, so they are compressed.
  const gzip = compress({ encoding: 'gzip', threshold: 1024 });
  const documented = inSequence(documentHeaders, gzip);
  // One step for both, chosen by path: an API call passes straight on (each step of hono's chain
  // is a promise and a dispatch on every request, ADR 0006).
  app.use((c, next) => {
    const { path } = c.req;
    if (!isApiAnswer(path)) return documented(c, next);
    return compressedApiPaths.test(path) ? gzip(c, next) : next();
  });
  app.onError(createErrorHandler(logger));

  const api = apiRoutes({ publicBaseUrl: config.publicBaseUrl, logger, sandboxPayments });
  api.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: 'The opaque token from POST /api/auth/login',
  });
  api.doc31('/openapi.json', apiDescription(config.publicBaseUrl));

  const clientAddressOf = clientAddressReader(config.trustedProxies ?? []);
  // The text guard after the limit, so a body is read only once it is known to be small (ADR 0037).
  const limitedAndStorable = inSequence(
    apiBodyLimit(),
    refuseUnstorableText(() => app.routes),
  );
  // The API's context, its body limit and its text guard in one step of hono's chain (ADR 0006).
  app.use('/api/*', (c, next) => {
    c.set('ports', ports);
    c.set('actor', anonymousActor);
    c.set('clientAddress', clientAddressOf(c));
    c.set('language', preferredLanguage(c.req.header('accept-language')));
    c.set('databaseIsReachable', databaseIsReachable);
    return limitedAndStorable(c, next);
  });
  app.route('/', api);
  app.route('/', apiDocsRoutes());
  // Every /api route is registered by now: a wrong method on a known path is 405, the rest 404.
  app.all('/api/*', apiFallback(app.routes));
  // RFC 8058: a mail client's one-click POST to the unsubscribe page's address (ADR 0049).
  app.post('/unsubscribe/:token', oneClickUnsubscribe(ports));
  app.post('/en/unsubscribe/:token', oneClickUnsubscribe(ports));
  publishedCoachingLogRoutes(app, ports);
  const runtimeConfig = runtimeConfigFor(config.remoteManifestUrls, ports.identityProviders.enabled());
  app.route(
    '/',
    frontEndRoutes({ staticRoots: config.staticRoots, runtimeConfig, publicBaseUrl: config.publicBaseUrl }),
  );
  app.notFound((c) => c.text('Not found', 404));
  return app;
}
