import type { FieldIssue } from '@coach/core';
import { DomainError } from '@coach/core/errors/domain-error';
import type { MiddlewareHandler } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import { isUploadRoute } from './body-limit.ts';

/**
 * PostgreSQL cannot store NUL in text (`invalid byte sequence … 0x00`), and a UTF-16 surrogate
 * without its pair has no UTF-8 form (it would be stored as U+FFFD, not as sent). Neither belongs in
 * anything a person types, so a request that carries one is refused before any handler sees it:
 * 400 / 4034 naming each field, whatever the call (ADR 0037).
 */
const loneSurrogate = /[\uD800-\uDFFF]/u;

export function isUnstorable(text: string): boolean {
  return text.includes('\u0000') || loneSurrogate.test(text);
}

/** Reported fields at most, and path segments per field: a 10,000-level body names a short path. */
const maxFields = 10;
const maxPathSegments = 20;

/**
 * The field paths (`items.0.name`, as validation names them) whose text, or whose key, cannot be
 * stored. Walked with a stack of its own, not by recursion: a body may nest 30,000 levels deep.
 */
export function unstorableFieldsOf(value: unknown): string[] {
  const found: string[] = [];
  const stack: [unknown, string[]][] = [[value, []]];
  while (stack.length > 0 && found.length < maxFields) {
    const [current, path] = stack.pop() as [unknown, string[]];
    if (typeof current === 'string') {
      if (isUnstorable(current)) found.push(path.join('.'));
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, inner] of Object.entries(current)) {
        const innerPath = path.length < maxPathSegments ? [...path, printable(key)] : path;
        if (isUnstorable(key)) found.push(innerPath.join('.'));
        else stack.push([inner, innerPath]);
      }
    }
  }
  return found;
}

/** A key fit to be echoed in the answer: the characters refused shown as U+FFFD. */
function printable(key: string): string {
  return isUnstorable(key) ? key.replaceAll('\u0000', '\uFFFD').replace(/[\uD800-\uDFFF]/gu, '\uFFFD') : key;
}

/** 400 / 4034 with the `unstorableCharacter` message for each field. */
export function refuseFields(fields: readonly string[]): never {
  const issue: FieldIssue = { key: 'unstorableCharacter', params: {} };
  throw new DomainError('validationFailed', {
    fields: Object.fromEntries(fields.map((field) => [field, issue])),
  });
}

/**
 * The addresses a provider sends the browser back to (sign-in with a provider, the card payment's
 * return): whatever they carry, they answer with a redirect to a page of this site that says what
 * happened, never with JSON the person would be left looking at. Their handlers read the query as
 * untrusted and never store it.
 */
const browserLandings = [/^\/api\/auth\/oauth\/[^/]+\/callback$/, /^\/api\/payment\/callback$/];

function landsABrowser(path: string): boolean {
  return browserLandings.some((landing) => landing.test(path));
}

/** A JSON text that may hold NUL or a surrogate: both can only be written as `\u` escapes in it. */
const suspiciousEscape = /\\u(?:0000|d[89a-f])/i;

/** The registered routes, as hono records them (`app.routes`). */
type RegisteredRoute = { readonly method: string; readonly path: string };

/**
 * The guard of every API call: the path parameters, the query and a JSON body (nested fields and
 * keys too) must hold no NUL and no lone surrogate. An upload's multipart fields are read after its
 * own guard and limit, by `multipartInput`, which asks `unstorableFieldsOf` the same question.
 *
 * Cheap on the hot path: the URL is searched for a NUL; a JSON body, which the route's validation
 * reads anyway (hono caches the text), is parsed again only when an escape that may be one is in it.
 * A form posted as `application/x-www-form-urlencoded` (the payment provider's return) is left to its
 * route, which answers any body with a redirect.
 */
export function refuseUnstorableText(routes: () => readonly RegisteredRoute[]): MiddlewareHandler {
  let pathParameters: ((method: string, path: string) => string[]) | undefined;
  return async (c, next) => {
    const { method, path, url } = c.req;
    if (landsABrowser(path)) return next();
    if (path.includes('\u0000')) {
      pathParameters ??= pathParameterFinder(routes());
      refuseFields(pathParameters(method, path));
    }
    const queryStart = url.indexOf('?');
    if (queryStart !== -1 && /%00/i.test(url.slice(queryStart))) {
      const query = new URLSearchParams(url.slice(queryStart + 1).split('#')[0]);
      const fields = [...query].filter(([key, value]) => isUnstorable(key) || isUnstorable(value));
      refuseFields(fields.map(([key]) => printable(key)));
    }
    if (
      method !== 'GET' &&
      method !== 'HEAD' &&
      !isUploadRoute(method, path) &&
      carriesJson(c.req.header('content-type'))
    ) {
      const text = await c.req.text();
      if (suspiciousEscape.test(text)) {
        const fields = unstorableFieldsOf(parsedOrUndefined(text));
        if (fields.length > 0) refuseFields(fields);
      }
    }
    await next();
  };
}

/** What a JSON call may receive: JSON, or a body whose type was left out or is plain text. */
function carriesJson(contentType: string | undefined): boolean {
  const type = (contentType ?? '').toLowerCase();
  return !type.startsWith('multipart/') && !type.startsWith('application/x-www-form-urlencoded');
}

function parsedOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // Not JSON: the route's validation answers 400 / 4034 for it.
    return undefined;
  }
}

/**
 * The names of the path parameters that hold a NUL, found with hono's own matching over the
 * registered routes (built at the first such request, when every route is registered). A path no
 * route matches is named `path`.
 */
function pathParameterFinder(routes: readonly RegisteredRoute[]) {
  const router = new TrieRouter<string>();
  for (const route of routes) {
    if (route.method !== 'ALL' && route.path.startsWith('/api/'))
      router.add(route.method.toUpperCase(), route.path, route.path);
  }
  return (method: string, path: string): string[] => {
    const [matches] = router.match(method === 'HEAD' ? 'GET' : method, path);
    const names = new Set<string>();
    for (const [, params] of matches as [string, Record<string, string>][]) {
      for (const [name, value] of Object.entries(params)) if (isUnstorable(value)) names.add(name);
    }
    return names.size > 0 ? [...names] : ['path'];
  };
}
