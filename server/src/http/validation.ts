import { fieldIssuesOf } from '@coach/core/contracts/field-issues';
import { DomainError } from '@coach/core/errors/domain-error';
import type { Hook } from '@hono/zod-openapi';
import type { AppEnv } from './env.ts';

/**
 * Every route's validation failure becomes the one validation error (4034 with field messages);
 * the error handler translates it like any other domain error.
 */
export const throwValidationError: Hook<unknown, AppEnv, string, unknown> = (result) => {
  if (!result.success) throw new DomainError('validationFailed', { fields: fieldIssuesOf(result.error) });
};
