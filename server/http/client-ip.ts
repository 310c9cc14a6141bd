import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { isIP } from 'node:net';

/**
 * The caller's address: the socket's peer, or, behind `trustedProxies` reverse proxies, the entry the
 * outermost of them appended to X-Forwarded-For (entries before it are the client's own claim and
 * can be forged). Null when there is no socket (an in-process request, as in tests).
 */
export function clientIp(c: Context, trustedProxies: number): string | null {
  if (trustedProxies > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const entry = forwarded[Math.max(0, forwarded.length - trustedProxies)];
    if (entry && isIP(entry)) return addressKey(entry);
  }
  return socketAddress(c);
}

function socketAddress(c: Context): string | null {
  try {
    const address = getConnInfo(c).remote.address;
    return address ? addressKey(address) : null;
  } catch {
    return null;
  }
}

/**
 * What one client is, for counting: an IPv4 address (IPv4-mapped IPv6 included) as it is, an IPv6
 * address by its /64, since one subscriber is usually given a whole /64 to pick addresses from.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.split('%')[0]?.split('::') ?? [];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
