/** Why a new long-lived stream is refused: its address or its network has its share open, or this instance is full. */
export type Admission = 'admitted' | 'address-full' | 'instance-full';

/**
 * How many addresses' worth of streams one IPv6 /48 may hold: a site is given a /48, and a /57 (128
 * /64s, a script's for the asking) would otherwise fill a whole instance's cap at 100 streams each.
 */
export const NETWORK_SHARE = 10;

/** The /48 an IPv6 address key (client-ip.ts: `a:b:c:d::/64`) lies in; null for IPv4, counted by the address alone. */
export function networkOf(address: string): string | null {
  const groups = /^([0-9a-f]+):([0-9a-f]+):([0-9a-f]+):[0-9a-f]+::\/64$/.exec(address);
  return groups ? `${groups[1]}:${groups[2]}:${groups[3]}::/48` : null;
}

/**
 * Caps on long-lived streams open at once, so that one script cannot hold every socket of an instance:
 * per address (server/http/client-ip.ts, an IPv6 /64), per IPv6 /48 (NETWORK_SHARE addresses' worth)
 * and per instance; 0 is no cap. An in-process caller (no address) counts only against the instance.
 */
export class StreamAdmission {
  private readonly perAddress: number;
  private readonly max: number;
  private readonly open = new Map<string, number>();
  private total = 0;

  constructor(perAddress: number, max: number) {
    this.perAddress = perAddress;
    this.max = max;
  }

  enter(address: string | null): Admission {
    if (this.max > 0 && this.total >= this.max) return 'instance-full';
    const counted = this.countedAs(address);
    if (this.perAddress > 0 && counted.some(({ key, cap }) => (this.open.get(key) ?? 0) >= cap)) return 'address-full';
    this.total += 1;
    for (const { key } of counted) this.open.set(key, (this.open.get(key) ?? 0) + 1);
    return 'admitted';
  }

  /** Once per admitted stream, when it ends. */
  leave(address: string | null): void {
    this.total -= 1;
    for (const { key } of this.countedAs(address)) {
      const left = (this.open.get(key) ?? 1) - 1;
      if (left > 0) this.open.set(key, left);
      else this.open.delete(key);
    }
  }

  /** The counts a stream from `address` goes into, each with its cap: the address, and an IPv6 address's /48. */
  private countedAs(address: string | null): { key: string; cap: number }[] {
    if (address === null) return [];
    const network = networkOf(address);
    const own = { key: address, cap: this.perAddress };
    return network === null ? [own] : [own, { key: network, cap: this.perAddress * NETWORK_SHARE }];
  }
}
