import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { clientAddressReader } from './client-address.ts';

/** The address the server takes for a request from `socket` carrying `forwardedFor`. */
function addressSeen(trustedProxies: string | undefined, socket: string | undefined, forwardedFor?: string) {
  const read = clientAddressReader(
    readConfig(trustedProxies ? { TRUSTED_PROXIES: trustedProxies } : {}).trustedProxies,
  );
  const app = new Hono().get('/', (c) => c.text(read(c) ?? '(none)'));
  const headers = forwardedFor === undefined ? undefined : { 'X-Forwarded-For': forwardedFor };
  const bindings = socket === undefined ? undefined : { incoming: { socket: { remoteAddress: socket } } };
  return Promise.resolve(app.request('/', { headers }, bindings)).then((response) => response.text());
}

describe('the client address', () => {
  it('is the socket’s without TRUSTED_PROXIES, whatever X-Forwarded-For says', async () => {
    expect(await addressSeen(undefined, '203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
    expect(await addressSeen(undefined, undefined, '198.51.100.1')).toBe('(none)');
  });

  it('behind a trusted proxy, is the address the proxy saw, never one the client wrote to its left', async () => {
    expect(await addressSeen('172.30.0.10', '172.30.0.10', '198.51.100.1')).toBe('198.51.100.1');
    expect(await addressSeen('172.30.0.10', '::ffff:172.30.0.10', '198.51.100.1')).toBe('198.51.100.1');
    // A client that sends its own header gets it appended to by the proxy: the rightmost counts.
    expect(await addressSeen('172.30.0.10', '172.30.0.10', '1.2.3.4, 198.51.100.1')).toBe('198.51.100.1');
    // Two proxies in a row (a CDN's range, then nginx): the first address that is no proxy.
    expect(await addressSeen('172.30.0.0/24, 10.0.0.0/8', '172.30.0.10', '198.51.100.1, 10.1.2.3')).toBe(
      '198.51.100.1',
    );
    expect(await addressSeen('fd00::/8', 'fd00::5', '2001:db8::1')).toBe('2001:db8::1');
  });

  it('keeps the socket’s when the peer is no trusted proxy or the header names nothing usable', async () => {
    expect(await addressSeen('172.30.0.10', '203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
    expect(await addressSeen('172.30.0.10', '172.30.0.10')).toBe('172.30.0.10');
    expect(await addressSeen('172.30.0.10', '172.30.0.10', 'not-an-address')).toBe('172.30.0.10');
  });

  it('TRUSTED_PROXIES takes addresses and CIDR ranges, and refuses anything else at start', () => {
    expect(readConfig({ TRUSTED_PROXIES: '10.0.0.5, 172.30.0.0/24,fd00::/8' }).trustedProxies).toEqual([
      { address: '10.0.0.5', family: 'ipv4', prefix: undefined },
      { address: '172.30.0.0', family: 'ipv4', prefix: 24 },
      { address: 'fd00::', family: 'ipv6', prefix: 8 },
    ]);
    for (const wrong of ['nginx', '10.0.0.0/33', '10.0.0.0/', '10.0.0.0/8/1']) {
      expect(() => readConfig({ TRUSTED_PROXIES: wrong })).toThrow(/TRUSTED_PROXIES/);
    }
  });
});
