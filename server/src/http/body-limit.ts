import { DomainError } from '@coach/core/errors/domain-error';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * The largest body an API call takes. JSON calls take a small object (a login, a request form), so
 * 64 KB leaves ample room while a 50 MB body is refused instead of parsed whole. Upload calls
 * (proofs of education, avatars, Excel imports) declare their own, larger limit and are skipped here.
 */
export const apiBodyLimitKb = 64;

/** `METHOD /api/path` of the upload calls, registered by their endpoints. */
const uploadRoutes = new Set<string>();

export function registerUploadRoute(method: string, apiPath: string): void {
  uploadRoutes.add(`${method.toUpperCase()} ${apiPath}`);
}

/** Whether `METHOD /api/path` is an upload call, whose body is read only after its own guard and limit. */
export function isUploadRoute(method: string, apiPath: string): boolean {
  return uploadRoutes.has(`${method.toUpperCase()} ${apiPath}`);
}

/** Room for the multipart framing and the small text fields that travel with an upload's files. */
const multipartOverheadBytes = 64 * 1024;

/** The limit of one upload call: its files' limit plus the framing, refused while streaming. */
export function uploadBodyLimit(maxFileBytes: number): MiddlewareHandler {
  const limitKb = Math.ceil(maxFileBytes / 1024);
  return bodyLimit({
    maxSize: maxFileBytes + multipartOverheadBytes,
    onError: () => {
      throw new DomainError('payloadTooLarge', { limitKb });
    },
  });
}

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
  return (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' || isUploadRoute(c.req.method, c.req.path)
      ? next()
      : limit(c, next);
}
