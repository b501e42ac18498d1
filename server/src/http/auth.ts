import type { Access } from '@coach/core';
import { authenticate } from '@coach/core/accounts/authenticate';
import { DomainError, isDomainError } from '@coach/core/errors/domain-error';
import { authorize } from '@coach/core/shared/authorization';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env.ts';

const bearerPattern = /^Bearer\s+(\S+)$/i;

/**
 * The guard of a protected call, derived from its use case's `access`: resolves the bearer token
 * to the signed-in account (else 4001), then asks core's one permission check (else 4033) before
 * the request is validated, so a caller who may not call learns nothing about its input.
 */
export function guard(access: Exclude<Access, 'public'>) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerPattern.exec(c.req.header('authorization') ?? '')?.[1];
    if (!token) throw new DomainError('unauthorized');
    const actor = await authenticate(c.get('ports'), token);
    authorize(access, actor);
    c.set('actor', actor);
    await next();
  });
}

/**
 * Who asks a public call that decides by it (the packages list shows retired packages to the back
 * office): a sent token is resolved to its account. A token that no longer works leaves the caller
 * anonymous, as if none was sent; the call is public, and what needs a caller answers 4001 itself.
 */
export function identify() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = bearerPattern.exec(c.req.header('authorization') ?? '')?.[1];
    if (token) {
      try {
        c.set('actor', await authenticate(c.get('ports'), token));
      } catch (error) {
        if (!isDomainError(error)) throw error;
      }
    }
    await next();
  });
}
