import { DomainError } from '@coach/core';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * The largest body an API call takes. Every call today takes a small JSON object (a login, a
 * request form), so 64 KB leaves ample room while a 50 MB body is refused instead of parsed whole.
 * Uploads (proofs of education, Excel imports) will get their own, larger limits on their routes
 * when they arrive, and this one will skip them.
 */
export const apiBodyLimitKb = 64;

/**
 * Refuses a body above the limit with 413 / 4038 before it is read whole: a declared Content-Length
 * is checked before any byte is read; a chunked body without one is counted while it streams and
 * refused as soon as it passes the limit.
 */
export function apiBodyLimit(): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: apiBodyLimitKb * 1024,
    onError: () => {
      throw new DomainError('payloadTooLarge', { limitKb: apiBodyLimitKb });
    },
  });
  // GET and HEAD carry no body. Skipped by method, because hono's check reads `request.body`, which
  // makes @hono/node-server build a full Request object: a fifth of a signed-in GET's CPU (ADR 0006).
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next));
}
