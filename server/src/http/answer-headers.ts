import type { Context } from 'hono';
import type { AppEnv } from './env.ts';

/**
 * What an API answer carries besides its body, as OWASP's REST Security Cheat Sheet lists it: not
 * stored, never framed, never sniffed, read by this origin only, and HSTS when the public address
 * is https. Browser features a document may use (a CSP for scripts, Permissions-Policy, COOP) mean
 * nothing to JSON, a file or a progress stream; pages and the API reference get those
 * (security-headers.ts). `default-src 'none'` keeps a JSON answer opened in a tab inert.
 */
export function apiAnswerHeaders(publicBaseUrl: string): Readonly<Record<string, string>> {
  return {
    'Cache-Control': 'no-store',
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    ...(new URL(publicBaseUrl).protocol === 'https:'
      ? { 'Strict-Transport-Security': 'max-age=15552000; includeSubDomains' }
      : {}),
  };
}

/** The API reference (swagger-ui's page and files) is a document: it gets the pages' headers. */
export function isApiAnswer(path: string): boolean {
  return path.startsWith('/api/') && !path.startsWith('/api/docs');
}

/**
 * A JSON answer with every header it needs, written as a plain object, for a call that set no
 * header of its own on `c` (one that sets a cookie is answered by hono's `c.json`, which keeps it). @hono/node-server then
 * writes it straight to the socket; a header set on the answer afterwards would make it build
 * undici `Headers` and copy them, which was the largest single cost of a small call (ADR 0006).
 * The request observer sees the mark and adds nothing.
 */
export function jsonAnswer(c: Context<AppEnv>, body: unknown, status: number): Response {
  c.set('answerHeaded', true);
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      ...c.get('answerHeaders'),
      'Content-Type': 'application/json',
      'X-Request-Id': c.get('requestId'),
    },
  });
}

/**
 * Any other answer (an error, a file, a stream, a redirect, a page) gets its headers here, after
 * it was made: the request id, and for the API the set above. A header the route chose itself
 * (a file's Cache-Control) is kept.
 */
export function completeAnswerHeaders(c: Context<AppEnv>, apiHeaders: Readonly<Record<string, string>>) {
  if (c.get('answerHeaded')) return;
  const headers = c.res.headers;
  headers.set('X-Request-Id', c.get('requestId'));
  if (!isApiAnswer(c.req.path)) return;
  for (const [name, value] of Object.entries(apiHeaders)) {
    if (name !== 'Cache-Control' || !headers.has(name)) headers.set(name, value);
  }
}
