import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './env.ts';
import { throwValidationError } from './validation.ts';

/** A router for one resource, with the shared validation-failure handling. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: throwValidationError });
}
