import { DomainError } from '@coach/core/errors/domain-error';
import type { Handler } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';

/** What hono records of each registered route (`app.routes`); middleware is recorded as method ALL. */
type RegisteredRoute = { readonly method: string; readonly path: string };

// The order the Allow header lists methods in, whatever order the routes were registered in;
// a method not named here comes last.
const methodOrder = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
function rank(method: string): number {
  const index = methodOrder.indexOf(method);
  return index === -1 ? methodOrder.length : index;
}

/**
 * The last handler under /api, for requests no route answered. The known paths and their methods
 * come from the routes already registered (`app.routes`, read once when this is built), so they
 * cannot drift from the router:
 * - a known path asked with another method answers 405 / 4039 with `Allow` listing its methods;
 * - anything else (an unknown path, or a known one whose handler passed, like a missing file)
 *   answers 404 / 4035.
 * Middleware (method ALL, e.g. `/api/*`) is no route of its own and is left out.
 */
export function apiFallback(routes: readonly RegisteredRoute[]): Handler {
  // hono's own path matching, so `:param` and `*` patterns mean exactly what they mean to the app.
  const known = new TrieRouter<string>();
  for (const { method, path } of routes) {
    if (method !== 'ALL' && path.startsWith('/api/')) known.add('ALL', path, method.toUpperCase());
  }
  return (c) => {
    const methods = new Set(known.match('ALL', c.req.path)[0].map(([method]) => method));
    // hono answers HEAD with a path's GET handler, so HEAD works wherever GET does.
    if (methods.has('GET')) methods.add('HEAD');
    if (methods.size === 0 || methods.has(c.req.method)) throw new DomainError('apiPathNotFound');
    // Set on the context, so the error handler's envelope keeps it.
    c.header('Allow', [...methods].sort((a, b) => rank(a) - rank(b)).join(', '));
    throw new DomainError('methodNotAllowed');
  };
}
