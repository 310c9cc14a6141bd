import { randomBytes } from 'node:crypto';
import type { OrderStatus } from '../../../shared/constants.ts';
import type { Buyer } from '../../buyer.ts';
import type { Em } from '../../db/orm.ts';

/** The one PostgreSQL channel every instance LISTENs on (design.md §8 "Live screens"). */
export const LIVE_CHANNEL = 'ukay_live';

/**
 * A change as published between instances: what each instance's hub needs to tell every viewer what
 * that viewer may see (shared/live-events.ts). Server-side only: it names the holder and the buyer,
 * which no viewer but that buyer learns.
 */
export type PieceChange = {
  type: 'piece';
  id: number;
  /** The stored status; the hub derives OnHold from the hold's expiry when it sends. */
  status: 'Available' | 'Pending' | 'Sold';
  holder: Buyer | null;
  holdExpiresAt: string | null;
  /** The owner's reservation's end, when the piece has one: it shows OnHold until then, to everyone, naming no one. */
  reservedUntil?: string;
  /** The piece's `drop_at`: the hub tells shoppers of it only once live (null, or a time to come: `listed` false). */
  dropAt: string | null;
  /** The end of the piece's queue: it stays On Hold, held for no one who watches, until then. */
  queueEndsAt?: string | null;
  listed: boolean;
  edited: boolean;
  /**
   * This write hid a piece that was live (Draft or Scheduled again), which shoppers' screens may show:
   * they are told it is gone. A piece no shopper could see is never named to them, so its id does not
   * leak (live-projection.ts).
   */
  wasLive?: boolean;
};

export type OrderChange = { type: 'order'; id: number; status: OrderStatus; placed: boolean; buyer: Buyer };

export type LiveChange = PieceChange | OrderChange;

/** A change with its event id: unique, so that PostgreSQL never folds two alike notifications of one transaction into one. */
export type PublishedChange = LiveChange & { eventId: string };

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; a change is about 200, so 20 a notification leave room. */
const CHANGES_PER_NOTIFICATION = 20;

export function newEventId(): string {
  return randomBytes(9).toString('base64url');
}

/**
 * Publishes changes with PostgreSQL NOTIFY inside the transaction of the write that causes them:
 * delivered to every instance's listener when it commits, never if it rolls back (design.md §8).
 */
export async function publishLive(tx: Em, changes: readonly LiveChange[]): Promise<void> {
  if (changes.length === 0) return;
  if (!tx.isInTransaction()) throw new Error('Live changes must be published inside the transaction of the write that causes them');
  for (let start = 0; start < changes.length; start += CHANGES_PER_NOTIFICATION) {
    const batch: PublishedChange[] = changes.slice(start, start + CHANGES_PER_NOTIFICATION).map((change) => ({ ...change, eventId: newEventId() }));
    await tx.execute('select pg_notify(?, ?)', [LIVE_CHANNEL, JSON.stringify(batch)]);
  }
}
