import { randomBytes } from 'node:crypto';
import type { PublishedChange } from '../pieces/pieces.ts';

/** Event ids are base64url (live-change.ts), which has no dot: a mark cannot be taken for one. */
const MARK_PREFIX = 'mark.';

const newEpoch = () => randomBytes(6).toString('base64url');

export type RecentChangesLimits = { maxChanges: number; maxAgeMs: number };

type Entry = { change: PublishedChange; receivedAt: number };

/**
 * The changes this instance received lately, in the order received, for `Last-Event-ID` resume: at
 * most `maxChanges`, none older than `maxAgeMs`. A ring of fixed size, and an index from event id to
 * its place, so a resume finds its id at once however long the ring.
 *
 * A resume may also start from a mark (`mark()`): a place in this instance's sequence, written into a
 * page the server renders before it reads the page's data, so the page's first stream is told what
 * changed since, even when no event came before it. A mark names its ring (`epoch`, new when the ring
 * is cleared or the instance starts): on another instance, or across a gap, it is unknown.
 */
export class RecentChanges {
  private readonly limits: RecentChangesLimits;
  private readonly ring: (Entry | undefined)[];
  private readonly sequenceOf = new Map<string, number>();
  /** The sequence number of the oldest entry kept, and of the next to come. */
  private first = 0;
  private next = 0;
  private epoch = newEpoch();

  constructor(limits: RecentChangesLimits) {
    this.limits = limits;
    this.ring = new Array<Entry | undefined>(limits.maxChanges);
  }

  add(change: PublishedChange, now: number): void {
    if (this.next - this.first === this.limits.maxChanges) this.dropOldest();
    this.ring[this.next % this.limits.maxChanges] = { change, receivedAt: now };
    this.sequenceOf.set(change.eventId, this.next);
    this.next += 1;
  }

  /** Where the next change will go: a resume from here is told every change received from now on. */
  mark(): string {
    return `${MARK_PREFIX}${this.epoch}.${this.next}`;
  }

  /** The changes received after `eventId` (or from a mark), oldest first; null when that place is not (or no longer) here. */
  after(eventId: string, now: number): PublishedChange[] | null {
    this.dropOlderThan(now - this.limits.maxAgeMs);
    const from = this.placeAfter(eventId);
    if (from === null) return null;
    const changes: PublishedChange[] = [];
    for (let at = from; at < this.next; at += 1) {
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
    this.epoch = newEpoch();
  }

  /** The sequence number a resume from `place` starts at, if every change since is still here. */
  private placeAfter(place: string): number | null {
    if (!place.startsWith(MARK_PREFIX)) {
      const sequence = this.sequenceOf.get(place);
      return sequence === undefined ? null : sequence + 1;
    }
    const [epoch, position] = place.slice(MARK_PREFIX.length).split('.');
    const sequence = Number(position);
    return epoch === this.epoch && Number.isSafeInteger(sequence) && sequence >= this.first && sequence <= this.next ? sequence : null;
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
