import type { CatalogueCode, CatalogueKey, catalogue } from '@coach/core';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * The HTTP status of every catalogue code. Typed over the whole catalogue, so a new code without
 * a status here fails the type check.
 */
export const statusOfCode = {
  2001: 201,
  2002: 200,
  2003: 200,
  2004: 200,
  2005: 500,
  3001: 400,
  3002: 400,
  4001: 401,
  4002: 404,
  4003: 404,
  4004: 401,
  4005: 409,
  4006: 409,
  4009: 409,
  4010: 403,
  4012: 400,
  4013: 409,
  4014: 409,
  4015: 409,
  4016: 409,
  4017: 409,
  4018: 409,
  4020: 400,
  4022: 409,
  4023: 409,
  4024: 409,
  4025: 409,
  4026: 409,
  4027: 409,
  4028: 409,
  4029: 403,
  4030: 429,
  4031: 403,
  4032: 403,
  4033: 403,
  4034: 400,
  4035: 404,
  4036: 409,
  4037: 409,
  4038: 413,
  4039: 405,
  4040: 429,
  4041: 503,
  4042: 400,
  4043: 415,
  4044: 409,
  4045: 400,
  4046: 409,
  4047: 409,
  4048: 400,
  4049: 400,
} as const satisfies Readonly<Record<CatalogueCode, ContentfulStatusCode>>;

/** The HTTP status of a catalogue key, as a literal type where the key is known. */
export type StatusOfKey<Key extends CatalogueKey> = (typeof statusOfCode)[(typeof catalogue)[Key]['code']];
