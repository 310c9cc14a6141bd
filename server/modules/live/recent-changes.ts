import type { PublishedChange } from './live-change.ts';

export type RecentChangesLimits = { maxChanges: number; maxAgeMs: number };

type Entry = { change: PublishedChange; receivedAt: number };

/**
 * The changes this instance received lately, in the order received, for `Last-Event-ID` resume: at
 * most `maxChanges`, none older than `maxAgeMs`. A ring of fixed size, and an index from event id to
 * its place, so a resume finds its id at once however long the ring.
 */
export class RecentChanges {
  private readonly limits: RecentChangesLimits;
  private readonly ring: (Entry | undefined)[];
  private readonly sequenceOf = new Map<string, number>();
  /** The sequence number of the oldest entry kept, and of the next to come. */
  private first = 0;
  private next = 0;

  constructor(limits: RecentChangesLimits) {
    this.limits = limits;
    this.ring = new Array<Entry | undefined>(limits.maxChanges);
  }

  add(change: PublishedChange, now: number): void {
    if (this.limits.maxChanges === 0) return;
    if (this.next - this.first === this.limits.maxChanges) this.dropOldest();
    this.ring[this.next % this.limits.maxChanges] = { change, receivedAt: now };
    this.sequenceOf.set(change.eventId, this.next);
    this.next += 1;
  }

  /** The changes received after `eventId`, oldest first; null when that id is not (or no longer) here. */
  after(eventId: string, now: number): PublishedChange[] | null {
    this.dropOlderThan(now - this.limits.maxAgeMs);
    const sequence = this.sequenceOf.get(eventId);
    if (sequence === undefined) return null;
    const changes: PublishedChange[] = [];
    for (let at = sequence + 1; at < this.next; at += 1) {
      const entry = this.ring[at % this.limits.maxChanges];
      if (entry) changes.push(entry.change);
    }
    return changes;
  }

  /** Forgets everything: after a lost connection the ring may have gaps, and a resume across a gap would miss changes. */
  clear(): void {
    this.ring.fill(undefined);
    this.sequenceOf.clear();
    this.first = this.next;
  }

  get size(): number {
    return this.next - this.first;
  }

  private dropOlderThan(oldest: number): void {
    while (this.first < this.next) {
      const entry = this.ring[this.first % this.limits.maxChanges];
      if (entry && entry.receivedAt >= oldest) return;
      this.dropOldest();
    }
  }

  private dropOldest(): void {
    const slot = this.first % this.limits.maxChanges;
    const entry = this.ring[slot];
    if (entry) this.sequenceOf.delete(entry.change.eventId);
    this.ring[slot] = undefined;
    this.first += 1;
  }
}
