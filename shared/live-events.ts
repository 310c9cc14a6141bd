import type { OrderStatus, ProductStatus } from './constants.ts';

/**
 * What one tab's event stream (`GET /api/events`, Server-Sent Events, design.md §8 "Live screens")
 * tells its viewer: what changed, never more than that viewer may see. Each event goes out as
 * `event: <type>`, `id: <id>` (for `Last-Event-ID` resume; `ready` and `reset` carry none) and
 * `data: <JSON of the type below>`. Plain types and words only: the storefront's first load must not
 * pull zod (design.md §9).
 */
export const LIVE_EVENTS_PATH = '/api/events';

/**
 * A page the server renders carries `<meta name="live-mark" content="…">`: where its data stands in
 * the stream, for its first stream's `Last-Event-ID`, so it is told what changed while it loaded.
 */
export const LIVE_MARK_META = 'live-mark';

/** A resume may also be asked with `?last_event_id=` where a header cannot be set. */
export const LAST_EVENT_ID_PARAM = 'last_event_id';

/**
 * A piece's public state, to everyone. `status` is the effective one when sent (OnHold while a hold
 * or the owner's reservation runs, whose end is then `hold_expires_at`; it names no one); the client turns OnHold back to Available at `hold_expires_at` (server time) with no further
 * event. `held_by_you` is true only on the stream of the buyer who holds it. `listed` false: the piece
 * left the shop (deleted or hidden), so screens drop it. `edited`: its details (name, price, photos…)
 * changed, so screens that show them fetch it again.
 */
export type LivePieceEvent = {
  type: 'piece';
  id: number;
  status: ProductStatus;
  hold_expires_at: string | null;
  held_by_you: boolean;
  listed: boolean;
  edited: boolean;
};

/** An order placed or its status set, to admins only. `placed`: a new order (its status is pending). */
export type LiveOrderEvent = { type: 'order'; id: number; status: OrderStatus; placed: boolean };

/** A buyer's own order: placed or its status set, on that buyer's streams only. */
export type LiveMyOrderEvent = { type: 'my-order'; id: number; status: OrderStatus };

/**
 * First on every stream: the server's clock (for hold expiries and countdowns on a phone whose clock is
 * off) and whether the stream resumed after `Last-Event-ID` with nothing missed. When `resumed` is
 * false the client refetches what its screens show, as something may have changed while it was away.
 */
export type LiveReadyEvent = { type: 'ready'; server_time: string; resumed: boolean };

/** The server lost events (its listener reconnected): refetch what the screens show. */
export type LiveResetEvent = { type: 'reset' };

export type LiveEvent = LivePieceEvent | LiveOrderEvent | LiveMyOrderEvent | LiveReadyEvent | LiveResetEvent;
export type LiveEventType = LiveEvent['type'];
