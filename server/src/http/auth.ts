import { authenticate, can, DomainError, type Permission } from '@coach/core';
import { createMiddleware } from 'hono/factory';
import { type AppEnv, useCaseContext } from './env.ts';

const bearerPattern = /^Bearer\s+(\S+)$/i;

/** Resolves the bearer token to the signed-in account, or answers 4001. */
export const requireSignIn = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearerPattern.exec(c.req.header('authorization') ?? '')?.[1];
  if (!token) throw new DomainError('unauthorized');
  c.set('actor', await authenticate({ ctx: useCaseContext(c), input: { token } }));
  await next();
});

/** Signed in (else 4001) and holding `permission` (else 4033): the guard of every protected call. */
export function requirePermission(permission: Permission) {
  return createMiddleware<AppEnv>(async (c, next) =>
    requireSignIn(c, async () => {
      const { actor } = c.var;
      if (actor.kind !== 'account' || !can(actor.role, permission)) throw new DomainError('forbidden');
      await next();
    }),
  );
}
