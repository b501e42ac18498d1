import { msg } from '@lingui/core/macro';
import { i18n } from '../i18n/i18n.ts';
import { ApiError } from './api-error.ts';

/** Every answer of the API: `{ code, message, data }`. */
export type Envelope<T> = { code: number; message: string; data: T };

function isEnvelope(body: unknown): body is Envelope<unknown> {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as Envelope<unknown>).code === 'number' &&
    typeof (body as Envelope<unknown>).message === 'string'
  );
}

/**
 * Reads an API answer: its `data` when the call succeeded, otherwise an ApiError carrying the
 * server's status, code, message and data. An answer that is not an envelope at all (a proxy's
 * HTML error page, an empty 502) becomes an ApiError with code 0 and a generic message.
 */
export async function readEnvelope<T>(response: Response): Promise<T> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (isEnvelope(body)) {
    if (response.ok) return body.data as T;
    throw new ApiError(response.status, body.code, body.message, body.data ?? null);
  }
  throw new ApiError(response.status, 0, i18n._(msg`Something went wrong. Please try again.`));
}
