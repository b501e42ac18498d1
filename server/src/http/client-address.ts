import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address of the connected client, as the socket reports it. Forwarded-for headers are not
 * believed: anyone can send them, and a rate limit keyed on them would be trivial to dodge. Behind
 * a proxy, the proxy must pass the real address at the socket level (PROXY protocol) or the limit
 * applies to the proxy as a whole. In-process test requests have no socket: undefined.
 */
export function clientAddressOf(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}
