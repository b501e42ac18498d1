import type { Ports } from '@coach/core';
import { listSigningKeys } from '@coach/core/coaching/verify-coaching-log';
import { publicationIdSchema } from '@coach/core/contracts/coaching-log-publications';
import { anonymousActor } from '@coach/core/shared/context';
import { execute } from '@coach/core/shared/use-case';
import type { Context, Hono, Next } from 'hono';
import type { AppEnv } from '../http/env.ts';

/** Where the platform's public keys for published coaching logs are found (ADR 0054). */
export const signingKeysPath = '/.well-known/coaching-log-keys.json';

/**
 * The public side of published coaching logs outside /api (ADR 0054):
 * - `GET /.well-known/coaching-log-keys.json`: the JWK set of the keys that sign them, for anyone
 *   to check a log offline (any origin may read it);
 * - the page at `/coaching-log/{id}` (and `/en/…`) answers its HTML with the status of what it
 *   shows: 410 for a log its author withdrew, 404 for none, so that a link checker or an assessor's
 *   tool sees a withdrawn address as gone, not only a person reading the page.
 */
export function publishedCoachingLogRoutes(app: Hono<AppEnv>, ports: Ports): void {
  app.get(signingKeysPath, async (c) => {
    const keySet = await execute(listSigningKeys, { ...ports, actor: anonymousActor }, {});
    return c.json(keySet, 200, {
      'Cache-Control': 'public, max-age=3600',
      'Access-Control-Allow-Origin': '*',
    });
  });
  const pageStatus = async (c: Context<AppEnv>, next: Next) => {
    await next();
    // The last segment: a middleware's match does not always carry the route's parameters.
    const id = publicationIdSchema.safeParse(c.req.path.split('/').filter(Boolean).at(-1));
    const record = id.success ? await ports.repositories.coachingLogPublications.findById(id.data) : null;
    const status = !record ? 404 : record.revokedAt ? 410 : null;
    if (status && c.res.status === 200) {
      c.res = new Response(c.res.body, { status, headers: c.res.headers });
    }
  };
  app.use('/coaching-log/:publicationId', pageStatus);
  app.use('/en/coaching-log/:publicationId', pageStatus);
}
