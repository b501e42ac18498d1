import { DomainError } from '@coach/core/errors/domain-error';
import { createRoute, z } from '@hono/zod-openapi';
import { success } from '../http/envelope.ts';
import { databaseRetryAfterSeconds } from '../http/error-handler.ts';
import { commonErrors, commonNotes, errorResponses, jsonEnvelope } from '../http/responses.ts';
import { createRouter } from '../http/router.ts';
import { statusOf } from '../http/status-table.ts';

/** The status of every answer here that succeeds (`done`). */
const done = statusOf('done');

const statusSchema = z.object({ status: z.literal('ok') }).openapi('HealthStatus');

const liveness = createRoute({
  method: 'get',
  path: '/health',
  operationId: 'health.liveness',
  tags: ['health'],
  security: [],
  summary: 'Liveness: the process answers',
  responses: { [done]: jsonEnvelope('The server is running', statusSchema), ...commonErrors },
});

const readiness = createRoute({
  method: 'get',
  path: '/health/ready',
  operationId: 'health.readiness',
  tags: ['health'],
  security: [],
  summary: 'Readiness: the database answers',
  responses: {
    [done]: jsonEnvelope('The database answered', statusSchema),
    ...errorResponses(['somethingWentWrong', 'databaseUnavailable'], {
      ...commonNotes,
      databaseUnavailable: 'The database did not answer; Retry-After says when to ask again',
    }),
  },
});

export function healthRoutes() {
  return createRouter()
    .openapi(liveness, (c) => c.json(success(c, 'done', { status: 'ok' as const }), done))
    .openapi(readiness, async (c) => {
      if (await c.get('databaseIsReachable')())
        return c.json(success(c, 'done', { status: 'ok' as const }), done);
      // The same answer as any call while the database is away: 503 / 4098 with Retry-After.
      throw new DomainError('databaseUnavailable', { retryAfterSeconds: databaseRetryAfterSeconds });
    });
}
