import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { fromAddress } from '../test/app-with-env.ts';
import { addressKey, clientIp } from './client-ip.ts';

/** The address clientIp reads for one request through a bare Hono app. */
async function seen(trustedProxies: number, socket: string | null, forwardedFor?: string): Promise<string | null> {
  const app = new Hono();
  app.get('/', (c) => c.json({ ip: clientIp(c, trustedProxies) }));
  const headers = forwardedFor === undefined ? undefined : { 'x-forwarded-for': forwardedFor };
  const response = await app.request('/', { headers }, socket === null ? undefined : fromAddress(socket));
  return ((await response.json()) as { ip: string | null }).ip;
}

describe('client address', () => {
  it('is the socket’s peer, whatever X-Forwarded-For says, unless a proxy is trusted', async () => {
    expect(await seen(0, '203.0.113.9')).toBe('203.0.113.9');
    expect(await seen(0, '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
  });

  it('behind trusted proxies is the entry the outermost one appended; forged entries before it are ignored', async () => {
    expect(await seen(1, '10.0.0.2', '198.51.100.1')).toBe('198.51.100.1');
    expect(await seen(1, '10.0.0.2', '6.6.6.6, 198.51.100.1')).toBe('198.51.100.1');
    expect(await seen(2, '10.0.0.2', '6.6.6.6, 198.51.100.1, 10.0.0.1')).toBe('198.51.100.1');
    // Fewer entries than proxies, or none, or garbage: the first entry, else the socket.
    expect(await seen(2, '10.0.0.2', '198.51.100.1')).toBe('198.51.100.1');
    expect(await seen(1, '10.0.0.2')).toBe('10.0.0.2');
    expect(await seen(1, '10.0.0.2', 'not-an-ip')).toBe('10.0.0.2');
  });

  it('is unknown for an in-process request with no socket', async () => {
    expect(await seen(0, null)).toBeNull();
  });

  it('counts IPv4 as it is and IPv6 by its /64', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:85a3:1:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:85a3:1::/64');
    expect(addressKey('2001:db8:85a3:1::1')).toBe('2001:db8:85a3:1::/64');
    expect(addressKey('2001:0db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
