import type { ClientResponse } from 'hono/client';
import { readEnvelope } from './envelope.ts';

type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 206;

/** The `data` of the successful answers a typed call can give. */
export type SuccessData<R> =
  R extends ClientResponse<infer Body, infer Status, infer _Format>
    ? Status extends SuccessStatus
      ? Body extends { data: infer Data }
        ? Data
        : never
      : never
    : never;

/**
 * Awaits a typed client call and returns the envelope's `data`, or throws an ApiError.
 *
 *   const dashboard = await unwrap(api.api.accountdashboard.$get());
 */
export async function unwrap<R extends ClientResponse<unknown, number, string>>(
  call: Promise<R>,
): Promise<SuccessData<R>> {
  const response = await call;
  return readEnvelope<SuccessData<R>>(response as unknown as Response);
}
