import type { CatalogueKey } from '@coach/core';
import { catalogue } from '@coach/core/errors/catalogue';
import { translate } from '@coach/core/errors/translate';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from './env.ts';

/** `{ code, message, data }`: the shape of every API answer. */
export function envelopeSchema<Data extends z.ZodType>(data: Data) {
  return z.object({
    code: z.int().openapi({ example: 2004, description: 'Catalogue code' }),
    message: z.string().openapi({ description: "Catalogue text in the request's language" }),
    data,
  });
}

export const errorEnvelopeSchema = z
  .object({
    code: z.int().openapi({ example: 4001 }),
    message: z.string().openapi({ example: 'Giriş yapmanız gerekiyor ya da oturumunuzun süresi doldu.' }),
    data: z.unknown().nullable(),
  })
  .openapi('ErrorEnvelope');

export interface Envelope<Data> {
  code: number;
  message: string;
  data: Data;
}

/** A success answer with the catalogue message of `key` in the request's language. */
export function success<Data>(c: Context<AppEnv>, key: CatalogueKey, data: Data): Envelope<Data> {
  const code = catalogue[key].code;
  return { code, message: translate(code, c.get('language')), data };
}
