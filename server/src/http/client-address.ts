import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import type { TrustedProxy } from '../config.ts';

interface NodeBindings {
  readonly incoming?: { readonly socket?: { readonly remoteAddress?: string } };
}

/**
 * The address of the connected client, as the socket reports it. Forwarded-for headers are not
 * believed: anyone can send them, and a rate limit keyed on them would be trivial to dodge. Behind
 * a proxy, name it in TRUSTED_PROXIES (`clientAddressReader`), or the limits apply to the proxy as
 * a whole. In-process requests (tests) have no socket: undefined.
 *
 * Read from the node-server bindings directly: `getConnInfo` throws without a socket, and building
 * that exception on every in-process request was measurable.
 */
export function clientAddressOf(c: Context): string | undefined {
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
}

/** Node reports an IPv4 peer of a dual-stack socket as `::ffff:a.b.c.d`. */
function familyOf(address: string): 'ipv4' | 'ipv6' | undefined {
  const version = isIP(address);
  return version === 4 ? 'ipv4' : version === 6 ? 'ipv6' : undefined;
}

/**
 * How the server reads a request's client address. Without trusted proxies, the socket's. With
 * them, a request whose socket is one of them is taken to come from the address that proxy put in
 * `X-Forwarded-For`: read from the right, the first address that is not a trusted proxy (what a
 * client writes there itself stands to the left of what its proxies added, and is never reached
 * while a proxy's entry is in between). A header that names nothing usable leaves the socket's.
 */
export function clientAddressReader(trusted: readonly TrustedProxy[]): (c: Context) => string | undefined {
  if (trusted.length === 0) return clientAddressOf;
  const proxies = new BlockList();
  for (const proxy of trusted) {
    if (proxy.prefix === undefined) proxies.addAddress(proxy.address, proxy.family);
    else proxies.addSubnet(proxy.address, proxy.prefix, proxy.family);
  }
  const isProxy = (address: string) => {
    const family = familyOf(address);
    return family !== undefined && proxies.check(address, family);
  };
  return (c) => {
    const socket = clientAddressOf(c);
    if (socket === undefined || !isProxy(socket)) return socket;
    const forwarded = c.req.header('x-forwarded-for');
    if (!forwarded) return socket;
    const hops = forwarded.split(',');
    for (let index = hops.length - 1; index >= 0; index -= 1) {
      const hop = (hops[index] as string).trim();
      if (familyOf(hop) === undefined) return socket;
      if (!isProxy(hop)) return hop;
    }
    return socket;
  };
}
