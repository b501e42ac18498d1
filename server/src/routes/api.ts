import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../http/env.ts';
import { throwValidationError } from '../http/validation.ts';
import { accountRoutes } from './accounts.ts';
import { authRoutes } from './auth.ts';
import { dashboardRoutes } from './dashboards.ts';
import { healthRoutes } from './health.ts';
import { operationsRoutes } from './operations.ts';

/**
 * Every API call under /api. Chained, so that the resulting type carries all routes for the
 * typed client (`hc<AppType>`) of the front ends.
 */
export function apiRoutes() {
  return new OpenAPIHono<AppEnv>({ defaultHook: throwValidationError })
    .basePath('/api')
    .route('/', authRoutes())
    .route('/', accountRoutes())
    .route('/', dashboardRoutes())
    .route('/', operationsRoutes())
    .route('/', healthRoutes());
}
