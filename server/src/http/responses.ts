import type { CatalogueKey, StatusOfKey } from '@coach/core';
import { catalogue } from '@coach/core/errors/catalogue';
import { z } from '@hono/zod-openapi';
import { envelopeSchema, errorEnvelopeSchema } from './envelope.ts';

/** An OpenAPI response whose body is the envelope around `data`. */
export function jsonEnvelope<Data extends z.ZodType>(description: string, data: Data) {
  return { description, content: { 'application/json': { schema: envelopeSchema(data) } } };
}

/**
 * A documented error answer. For the typed client (`hc<AppType>`) its body is the error envelope;
 * the document itself narrows `code` to the answer's catalogue codes (see `errorResponse`).
 */
export interface ErrorResponse {
  readonly description: string;
  readonly headers?: Record<string, { schema: { type: 'string' }; description: string }>;
  readonly content: { 'application/json': { schema: typeof errorEnvelopeSchema } };
}

/** RFC 9110 §11.6.1: a 401 names the scheme that would let the caller in (error-handler.ts sends it). */
export const unauthorizedHeaders = {
  'WWW-Authenticate': {
    schema: { type: 'string' as const },
    description: '`Bearer`: sign in (POST /api/auth/login) and send the token as `Authorization: Bearer …`',
  },
};

/**
 * The error answer of one status whose body carries the code of one of `keys`. The codes are data, not only
 * prose: the envelope's `code` is narrowed to them with an `enum` (as `allOf` with the shared
 * `ErrorEnvelope`), which client generators (openapi-typescript, openapi-generator) turn into a
 * union of literal codes; an `x-` extension would be skipped by them.
 */
export function errorResponse(description: string, keys: readonly CatalogueKey[]): ErrorResponse {
  const codes = [...new Set(keys.map((key) => catalogue[key].code))].sort((a, b) => a - b);
  const schema = errorEnvelopeSchema.extend({
    code: z.literal(codes as [number, ...number[]]).openapi({ description: 'Catalogue code' }),
  });
  const unauthorized = keys.some((key) => catalogue[key].status === 401);
  return {
    description,
    ...(unauthorized ? { headers: unauthorizedHeaders } : {}),
    content: { 'application/json': { schema: schema as unknown as typeof errorEnvelopeSchema } },
  };
}

/** What a call adds to a code's catalogue text in the reference (`data`, a header), by key. */
export type ErrorNotes = Partial<Record<CatalogueKey, string>>;

/**
 * The documented error answers of `keys`: one per status, each with its catalogue codes, described
 * as `4002 Record not found; 4003 …` (a note, when given, replaces the catalogue text). The status
 * of each code comes from the catalogue.
 */
export function errorResponses<const Key extends CatalogueKey>(
  keys: readonly Key[],
  notes: ErrorNotes = {},
): Record<StatusOfKey<Key>, ErrorResponse> {
  const byStatus = new Map<number, CatalogueKey[]>();
  for (const key of new Set<CatalogueKey>(keys)) {
    const { status } = catalogue[key];
    byStatus.set(status, [...(byStatus.get(status) ?? []), key]);
  }
  return Object.fromEntries(
    [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, statusKeys]) => {
        const texts = statusKeys.map(
          (key) => `${catalogue[key].code} ${notes[key] ?? catalogue[key].en.replace(/\.$/, '')}`,
        );
        return [status, errorResponse(texts.join('; '), statusKeys)];
      }),
  ) as Record<StatusOfKey<Key>, ErrorResponse>;
}

/** What the reference says of the answers every call may give, beyond their catalogue text. */
export const commonNotes: ErrorNotes = {
  validationFailed: 'Validation failed; data.fields maps each field path to a translated message',
  unauthorized: 'Not signed in, or the session expired',
  forbidden: 'Signed in but not allowed',
  somethingWentWrong: 'Unexpected failure; no details are disclosed',
  databaseUnavailable: 'The database cannot be reached for now; Retry-After says when to try again',
};

/** The error answers every call can give, documented once. */
export const commonErrors = errorResponses(['somethingWentWrong', 'databaseUnavailable'], commonNotes);
