import type { Ports } from '@coach/core';
import { isDomainError } from '@coach/core/errors/domain-error';
import { unsubscribe } from '@coach/core/mail/unsubscribe';
import { anonymousActor } from '@coach/core/shared/context';
import { execute } from '@coach/core/shared/use-case';
import type { Context } from 'hono';
import type { AppEnv } from '../http/env.ts';

/**
 * RFC 8058's one-click unsubscribe: a mail client POSTs `List-Unsubscribe=One-Click` to the
 * address of the List-Unsubscribe header, which is the unsubscribe page's (`/unsubscribe/{token}`,
 * `/en/unsubscribe/{token}`). Opening that address (GET) only shows the page, which asks first;
 * the POST unsubscribes at once, whatever its body says (ADR 0049).
 */
export function oneClickUnsubscribe(ports: Ports) {
  return async (c: Context<AppEnv>) => {
    const token = c.req.param('token') ?? '';
    try {
      await execute(unsubscribe, { ...ports, actor: anonymousActor }, { token });
    } catch (error) {
      if (isDomainError(error)) return c.text(error.key, 400);
      throw error;
    }
    return c.text('Unsubscribed', 200);
  };
}
