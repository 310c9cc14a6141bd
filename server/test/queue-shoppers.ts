import { nanoid } from 'nanoid';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Em } from '../db/orm.ts';
import { PASIG_DELIVERY, proofFile } from './fixtures.ts';
import { callerFor } from './test-app.ts';
import type { Storage } from '../storage/storage.ts';
import { temporaryStorage } from './admin-fixtures.ts';
import { createTestProduct } from './fixtures.ts';
import { hasLiveHold } from '../modules/pieces/pieces.ts';
import { Product } from '../modules/pieces/entities.ts';

/** The NCR fee a Pasig delivery pays (the default of docs/product/rules.md "Delivery fees and totals"). */
const NCR_FEE = 80;

/** A guest shopper as the queue's tests drive one: its tRPC caller on `em`, and its id. */
export function guestShopper(em: () => Em, storage?: Storage) {
  const guestId = nanoid();
  return {
    guestId,
    buyer: { kind: 'guest' as const, id: guestId },
    email: `${guestId.slice(0, 8).toLowerCase()}@example.com`,
    caller: () => callerFor(em(), { guestIdHeader: guestId, ...(storage ? { storage } : {}) }),
  };
}

export type Shopper = ReturnType<typeof guestShopper>;

/** The shopper checks out their cart (one piece of 500 pesos) to Pasig, as the checkout page does. */
export async function checkOut(shopper: Shopper) {
  return shopper.caller().orders.placeAsGuest({
    ...PASIG_DELIVERY,
    email: shopper.email,
    guest_id: shopper.guestId,
    payment_proof: await proofFile(),
    shipping_fee: NCR_FEE,
    grand_total: 500 + NCR_FEE,
  });
}

/** The server's clock, moved by the test: every rule reads it (Date only; timers stay real). */
export function testClock() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T12:00:00Z'));
  return {
    now: () => new Date(),
    forward: (minutes: number) => vi.setSystemTime(new Date(Date.now() + minutes * 60_000)),
    restore: () => vi.useRealTimers(),
  };
}

/** `testClock` for every test of the calling suite: set before each test, restored after it. */
export function useTestClock() {
  let clock: ReturnType<typeof testClock> | undefined;
  beforeEach(() => {
    clock = testClock();
  });
  afterEach(() => clock?.restore());
  const current = () => {
    if (!clock) throw new Error('The test clock is set only while a test runs');
    return clock;
  };
  return { now: () => current().now(), forward: (minutes: number) => current().forward(minutes) };
}

/** Whose live hold the database says the piece is under (a lapsed hold is no one's), read anew. */
export async function holderOf(em: Em, productId: number): Promise<string | null> {
  const product = await em.findOneOrFail(Product, { id: productId }, { refresh: true });
  return hasLiveHold(product, new Date()) ? (product.holdBuyerId ?? null) : null;
}

/** A piece A holds, and B and C in its queue, in that order (C a minute after B, on `clock`). */
export async function pieceWithQueue(em: () => Em, clock: Pick<ReturnType<typeof testClock>, 'forward'>) {
  const { storage } = await temporaryStorage();
  const piece = await createTestProduct(em(), { priceCentavos: 50_000 });
  const [a, b, c] = [guestShopper(em, storage), guestShopper(em, storage), guestShopper(em, storage)] as [Shopper, Shopper, Shopper];
  await a.caller().cart.add({ product_id: piece.id });
  await a.caller().cart.hold();
  await b.caller().queue.join({ product_id: piece.id, email: b.email });
  clock.forward(1);
  await c.caller().queue.join({ product_id: piece.id, email: c.email });
  return { piece, a, b, c, storage };
}
