import type { z } from '@hono/zod-openapi';
import { envelopeSchema, errorEnvelopeSchema } from './envelope.ts';

/** An OpenAPI response whose body is the envelope around `data`. */
export function jsonEnvelope<Data extends z.ZodType>(description: string, data: Data) {
  return { description, content: { 'application/json': { schema: envelopeSchema(data) } } };
}

export function errorResponse(description: string) {
  return { description, content: { 'application/json': { schema: errorEnvelopeSchema } } };
}

/** The error answers every call can give, documented once. */
export const commonErrors = {
  500: errorResponse('Unexpected failure (2005); no details are disclosed'),
  503: errorResponse('The database cannot be reached for now (4098); Retry-After says when to try again'),
};

export const validationErrors = {
  400: errorResponse('Validation failed (4034); data.fields maps each field path to a translated message'),
};

/** The error answers of calls that need a signed-in account with a permission. */
export const guardedErrors = {
  401: errorResponse('Not signed in, or the session expired (4001)'),
  403: errorResponse('Signed in but not allowed (4033)'),
};
