import type { Context } from 'hono';

interface NodeBindings {
  readonly incoming?: { readonly socket?: { readonly remoteAddress?: string } };
}

/**
 * The address of the connected client, as the socket reports it. Forwarded-for headers are not
 * believed: anyone can send them, and a rate limit keyed on them would be trivial to dodge. Behind
 * a proxy, the proxy must pass the real address at the socket level (PROXY protocol) or the limit
 * applies to the proxy as a whole. In-process requests (tests) have no socket: undefined.
 *
 * Read from the node-server bindings directly: `getConnInfo` throws without a socket, and building
 * that exception on every in-process request was measurable.
 */
export function clientAddressOf(c: Context): string | undefined {
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
}
