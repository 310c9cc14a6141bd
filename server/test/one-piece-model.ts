import { type OrderStatus } from '../../shared/constants.ts';
import { SETTING_DEFAULTS } from '../../shared/setting-defaults.ts';

/**
 * The rules of design.md §2 for pieces, holds and orders, as plain data: what the shop should answer
 * and become after each buyer or admin action. one-piece-one-sale.test.ts runs random sequences of
 * actions against the real services and this model side by side.
 */

export const HOLD_MINUTES = Number(SETTING_DEFAULTS.product_hold_duration);
const OPEN: readonly OrderStatus[] = ['pending', 'awaiting_payment_fix', 'approved', 'shipped'];

export type ModelOrder = { id: number; buyer: number; pieces: number[]; status: OrderStatus; released: number[] };
type ModelHold = { buyer: number; until: number };
/** The owner's manual states per piece (design.md §2 "Manual states"): marked sold elsewhere, and a reservation's end (its columns, live or not). */
export type Model = { now: number; holds: (ModelHold | null)[]; orders: ModelOrder[]; markedSold: boolean[]; reservedUntil: (number | null)[] };

/**
 * What the shop answers: done (`placed`: where the new order sits in `orders`, its id known only once the
 * real shop has placed it), or refused (409) with a message that names `names` when given.
 */
export type Outcome = { ok: true; placed?: number } | { ok: false; names?: string };

export type Action =
  | { kind: 'place' | 'hold'; buyer: number; pieces: number[] }
  | { kind: 'status'; orderId: number; status: OrderStatus }
  | { kind: 'restock' | 'release' | 'mark-sold' | 'unmark-sold' | 'end-reservation'; piece: number }
  | { kind: 'reserve'; piece: number; minutes: number }
  | { kind: 'wait'; minutes: number };

export function emptyModel(pieces: number, now: number): Model {
  const none = () => Array.from({ length: pieces }, () => null);
  return { now, holds: none(), orders: [], markedSold: Array.from({ length: pieces }, () => false), reservedUntil: none() };
}

/** The order that holds a piece: not cancelled, and not let go of it by a restock (a return). */
export function holderOf(model: Model, piece: number): ModelOrder | undefined {
  return model.orders.find((order) => order.status !== 'cancelled' && order.pieces.includes(piece) && !order.released.includes(piece));
}

/** The stored product status the holder's status gives a piece; with no holder, Sold when the owner marked it so. */
export function storedStatusOf(model: Model, piece: number): 'Available' | 'Pending' | 'Sold' {
  const holder = holderOf(model, piece);
  if (!holder) return model.markedSold[piece] ? 'Sold' : 'Available';
  return holder.status === 'pending' || holder.status === 'awaiting_payment_fix' ? 'Pending' : 'Sold';
}

export function liveHoldOf(model: Model, piece: number): ModelHold | null {
  const hold = model.holds[piece] ?? null;
  return hold && hold.until > model.now && storedStatusOf(model, piece) === 'Available' ? hold : null;
}

/** The owner's reservation counts while it runs on an Available piece, as a hold does. */
export function liveReservationOf(model: Model, piece: number): number | null {
  const until = model.reservedUntil[piece] ?? null;
  return until !== null && until > model.now && storedStatusOf(model, piece) === 'Available' ? until : null;
}

function takenFor(model: Model, piece: number, buyer: number): boolean {
  const hold = liveHoldOf(model, piece);
  return storedStatusOf(model, piece) !== 'Available' || liveReservationOf(model, piece) !== null || (hold !== null && hold.buyer !== buyer);
}

/**
 * The buyer's cart becomes these pieces: emptying it first releases every hold of theirs (a piece
 * taken out of the cart is Available again at once), so a hold that follows starts afresh.
 */
function refillCart(model: Model, buyer: number, pieces: number[]): boolean {
  model.holds = model.holds.map((hold) => (hold?.buyer === buyer ? null : hold));
  return !pieces.some((piece) => takenFor(model, piece, buyer));
}

function place(model: Model, buyer: number, pieces: number[]): Outcome {
  if (!refillCart(model, buyer, pieces)) return { ok: false };
  for (const piece of pieces) model.holds[piece] = null;
  model.orders.push({ id: 0, buyer, pieces, status: 'pending', released: [] });
  return { ok: true, placed: model.orders.length - 1 };
}

function hold(model: Model, buyer: number, pieces: number[]): Outcome {
  if (!refillCart(model, buyer, pieces)) return { ok: false };
  for (const piece of pieces) model.holds[piece] = { buyer, until: model.now + HOLD_MINUTES * 60_000 };
  return { ok: true };
}

function setStatus(model: Model, order: ModelOrder, status: OrderStatus): Outcome {
  if (order.status === status) return { ok: true };
  if (status !== 'cancelled') {
    // The shop names the order holding the first of the pieces (by id, and pieces are numbered in id order).
    for (const piece of [...order.pieces].sort((a, b) => a - b)) {
      const other = holderOf(model, piece);
      if (other && other !== order) return { ok: false, names: `order #${other.id} (` };
      if (model.markedSold[piece]) return { ok: false, names: 'was marked sold on' };
    }
  }
  // Every piece the order held or takes now ends any buyer's hold on it; a piece it had let go stays as is.
  const touched = status === 'cancelled' ? order.pieces.filter((piece) => !order.released.includes(piece)) : order.pieces;
  for (const piece of touched) model.holds[piece] = null;
  order.status = status;
  order.released = [];
  return { ok: true };
}

function restock(model: Model, piece: number): Outcome {
  const holder = holderOf(model, piece);
  if (holder && OPEN.includes(holder.status)) return { ok: false, names: `order #${holder.id} (` };
  if (model.markedSold[piece]) return { ok: false, names: 'was marked sold on' };
  if (holder) holder.released.push(piece);
  model.holds[piece] = null;
  return { ok: true };
}

/** The owner ends a live hold: the piece is Available at once. No live hold: refused (404). */
function release(model: Model, piece: number): Outcome {
  if (!liveHoldOf(model, piece)) return { ok: false };
  model.holds[piece] = null;
  return { ok: true };
}

/** Sold elsewhere: refused while an order holds the piece (naming it) or when already marked; ends any hold and reservation. */
function markSold(model: Model, piece: number): Outcome {
  const holder = holderOf(model, piece);
  if (holder) return { ok: false, names: `order #${holder.id} (` };
  if (model.markedSold[piece]) return { ok: false };
  model.markedSold[piece] = true;
  model.holds[piece] = null;
  model.reservedUntil[piece] = null;
  return { ok: true };
}

function unmarkSold(model: Model, piece: number): Outcome {
  if (!model.markedSold[piece]) return { ok: false };
  model.markedSold[piece] = false;
  return { ok: true };
}

/** The owner outranks a buyer's hold: it ends. Refused for a Pending or Sold piece. */
function reserve(model: Model, piece: number, minutes: number): Outcome {
  if (storedStatusOf(model, piece) !== 'Available') return { ok: false };
  model.reservedUntil[piece] = model.now + minutes * 60_000;
  model.holds[piece] = null;
  return { ok: true };
}

/** Clears a reservation, lapsed or not; refused when there is none. */
function endReservation(model: Model, piece: number): Outcome {
  if (model.reservedUntil[piece] === null) return { ok: false };
  model.reservedUntil[piece] = null;
  return { ok: true };
}

/** Applies an action to the model and answers what the shop should answer. */
export function predict(model: Model, action: Action): Outcome {
  switch (action.kind) {
    case 'place':
      return place(model, action.buyer, action.pieces);
    case 'hold':
      return hold(model, action.buyer, action.pieces);
    case 'status': {
      const order = model.orders.find((candidate) => candidate.id === action.orderId);
      if (!order) throw new Error(`the model has no order #${action.orderId}`);
      return setStatus(model, order, action.status);
    }
    case 'restock':
      return restock(model, action.piece);
    case 'release':
      return release(model, action.piece);
    case 'mark-sold':
      return markSold(model, action.piece);
    case 'unmark-sold':
      return unmarkSold(model, action.piece);
    case 'reserve':
      return reserve(model, action.piece, action.minutes);
    case 'end-reservation':
      return endReservation(model, action.piece);
    case 'wait':
      model.now += action.minutes * 60_000;
      return { ok: true };
  }
}

/** Gives the order a placement added to the model the id the real shop gave it. */
export function bindPlaced(model: Model, outcome: Outcome, orderId: number | undefined): void {
  if (!outcome.ok || outcome.placed === undefined) return;
  const order = model.orders[outcome.placed];
  if (!order || orderId === undefined) throw new Error('a placed order has no id');
  order.id = orderId;
}
