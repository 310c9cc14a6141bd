/** Why a new long-lived stream is refused: its address has its share open, or this instance is full. */
export type Admission = 'admitted' | 'address-full' | 'instance-full';

/**
 * Caps on long-lived streams open at once, so that one script cannot hold every socket of an instance:
 * per address (server/http/client-ip.ts, an IPv6 /64) and per instance; 0 is no cap. An in-process
 * caller (no address) counts only against the instance.
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
    const fromAddress = address === null ? 0 : (this.open.get(address) ?? 0);
    if (address !== null && this.perAddress > 0 && fromAddress >= this.perAddress) return 'address-full';
    this.total += 1;
    if (address !== null) this.open.set(address, fromAddress + 1);
    return 'admitted';
  }

  /** Once per admitted stream, when it ends. */
  leave(address: string | null): void {
    this.total -= 1;
    if (address === null) return;
    const left = (this.open.get(address) ?? 1) - 1;
    if (left > 0) this.open.set(address, left);
    else this.open.delete(address);
  }
}
