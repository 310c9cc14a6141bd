import { describe, expect, it } from 'vitest';
import { CART_MESSAGES } from '../../../shared/cart-messages.ts';
import { adminCallerFor } from '../../test/admin-fixtures.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { failure } from '../../test/trpc-failure.ts';
import { QueueEntry } from '../pieces/entities.ts';
import { checkOut, holderOf, pieceWithQueue, useTestClock } from '../../test/queue-shoppers.ts';

const HOLD_MINUTES = 30;

describe.each(TEST_DATABASES)('next in line on %s', (kind) => {
  const db = useTestDatabase(kind);
  const clock = useTestClock();

  const heldWithQueue = () => pieceWithQueue(db().em, clock);

  it('puts the piece in the cart of whoever joins, and tells them their place', async () => {
    const { piece, b, c } = await heldWithQueue();
    expect(await b.caller().queue.place({ product_id: piece.id })).toMatchObject({ place: 1, length: 2, your_turn: false });
    expect(await c.caller().queue.place({ product_id: piece.id })).toMatchObject({ place: 2, length: 2, your_turn: false });
    const cart = await c.caller().cart.get();
    expect(cart.items.map((item) => [item.product.id, item.is_available, item.reserved_by_you])).toEqual([[piece.id, false, false]]);
  });

  it('hands a lapsed hold to the first in line, with no write in between, and never to whoever clicks first', async () => {
    const { piece, a, b, c } = await heldWithQueue();
    clock.forward(HOLD_MINUTES);
    // Whoever reads the piece after the lapse sees B's turn: B's cart has it Reserved by You, the rest see it On Hold.
    const [line] = (await b.caller().cart.get()).items;
    expect(line).toMatchObject({ is_available: true, reserved_by_you: true });
    expect(await b.caller().queue.place({ product_id: piece.id })).toMatchObject({ place: 1, your_turn: true });
    const seen = await c.caller().catalog.byId({ id: piece.id });
    expect(seen).toMatchObject({ status: 'OnHold', available_to_you: false });
    // The public end of hold is the end of the queue's chain: C's turn, after B's.
    expect(seen.hold_expires_at).toBe((await c.caller().queue.place({ product_id: piece.id })).turn_ends_at);
    // A (whose hold lapsed, the piece still in the cart) and C (second in line) cannot take it.
    expect((await failure(a.caller().cart.hold())).message).toBe(CART_MESSAGES.unavailable);
    await c.caller().cart.add({ product_id: piece.id }).catch(() => undefined);
    expect((await failure(c.caller().cart.hold())).message).toBe(CART_MESSAGES.unavailable);
    expect(await holderOf(db().em(), piece.id)).toBeNull();
    // B claims it: the turn becomes B's hold, from the turn's start, and B leaves the line.
    await b.caller().cart.hold();
    expect(await holderOf(db().em(), piece.id)).toBe(b.guestId);
    expect(await db().em().count(QueueEntry, { product: piece.id, buyerId: b.guestId })).toBe(0);
    expect(await c.caller().queue.place({ product_id: piece.id })).toMatchObject({ place: 1, length: 1, your_turn: false });
  });

  it('shows the owner who still waits in a piece’s queue, through a hold and through a turn with no hold', async () => {
    const { piece } = await heldWithQueue();
    const admin = await adminCallerFor(db().em());
    const waiting = async () => (await admin.caller.admin.products.byId({ id: piece.id })).queue_length;
    expect(await waiting()).toBe(2);
    clock.forward(HOLD_MINUTES);
    // B's turn runs, and no hold is stored: the product manager still counts B and C.
    expect(await holderOf(db().em(), piece.id)).toBeNull();
    expect(await waiting()).toBe(2);
    clock.forward(HOLD_MINUTES);
    expect(await waiting()).toBe(1);
    const listed = await admin.caller.admin.products.list({ search: piece.name, page: 1, per_page: 10 });
    expect(listed.data.find((product) => product.id === piece.id)?.queue_length).toBe(1);
  });

  it('hands the piece on when the order that held it is cancelled', async () => {
    const { piece, a, b } = await heldWithQueue();
    const order = await checkOut(a);
    // While the order is pending the queue waits, with no turn.
    expect(await b.caller().queue.place({ product_id: piece.id })).toMatchObject({ place: 1, your_turn: false, turn_starts_at: null });
    expect((await b.caller().catalog.byId({ id: piece.id })).status).toBe('Pending');
    clock.forward(2 * HOLD_MINUTES);
    const admin = await adminCallerFor(db().em());
    await admin.caller.admin.orders.updateStatus({ id: order.id, status: 'cancelled' });
    expect(await b.caller().queue.place({ product_id: piece.id })).toMatchObject({ place: 1, your_turn: true, turn_starts_at: clock.now().toISOString() });
    expect((await b.caller().cart.get()).items[0]).toMatchObject({ reserved_by_you: true });
    expect((await failure(a.caller().cart.hold())).code).toBe('CONFLICT');
    await b.caller().cart.hold();
    expect(await holderOf(db().em(), piece.id)).toBe(b.guestId);
  });

  it('moves the queue on when the one whose turn it is passes: the next turn starts at once', async () => {
    const { piece, b, c } = await heldWithQueue();
    clock.forward(HOLD_MINUTES + 5);
    await b.caller().queue.leave({ product_id: piece.id });
    expect(await c.caller().queue.place({ product_id: piece.id })).toMatchObject({ place: 1, length: 1, your_turn: true, turn_starts_at: clock.now().toISOString() });
    // Passing gives the piece up: it leaves B's cart, as joining put it there.
    expect((await b.caller().cart.get()).items).toEqual([]);
    await c.caller().cart.hold();
    expect(await holderOf(db().em(), piece.id)).toBe(c.guestId);
  });

  it('moves the queue on when a turn lapses unclaimed, and frees the piece after the last turn', async () => {
    const { piece, a, b, c } = await heldWithQueue();
    clock.forward(HOLD_MINUTES + HOLD_MINUTES + 1);
    expect(await b.caller().queue.place({ product_id: piece.id })).toMatchObject({ place: null, length: 1 });
    expect(await c.caller().queue.place({ product_id: piece.id })).toMatchObject({ place: 1, your_turn: true });
    expect((await failure(b.caller().cart.hold())).message).toBe(CART_MESSAGES.unavailable);
    clock.forward(HOLD_MINUTES);
    expect((await a.caller().catalog.byId({ id: piece.id })).status).toBe('Available');
    await a.caller().cart.hold();
    expect(await holderOf(db().em(), piece.id)).toBe(a.guestId);
  });

  it('starts the first turn at once when the holder releases the piece', async () => {
    const { piece, a, b } = await heldWithQueue();
    clock.forward(5);
    await a.caller().cart.release();
    expect(await b.caller().queue.place({ product_id: piece.id })).toMatchObject({ your_turn: true, turn_starts_at: clock.now().toISOString() });
  });

  it('starts the first turn at once when the owner releases the hold', async () => {
    const { piece, b } = await heldWithQueue();
    const admin = await adminCallerFor(db().em());
    await admin.caller.admin.holds.release({ id: piece.id });
    expect(await b.caller().queue.place({ product_id: piece.id })).toMatchObject({ your_turn: true });
  });
});
